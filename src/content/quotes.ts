import { catalogue, codeFrame, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import { directiveNames, quote, type QuoteData, type QuoteProblem } from '../domain/quote.ts';
import { closest } from '../domain/suggest.ts';
import { expandDirectives, findDirectives, type DirectiveUse } from './directives.ts';
import type { MarkdownSource } from './locate-link.ts';

/**
 * A document with the figures its directives quote written in, from the data (src/domain/quote.ts): the Markdown that
 * is rendered and cached, so a changed figure changes the document and its key. Every directive the data cannot
 * answer is a problem at its file, line and column, with the names there are.
 */
export function withQuotes(source: MarkdownSource, data: QuoteData, problems: Diagnostic[]): MarkdownSource {
  const uses = findDirectives(source.markdown);
  if (uses.length === 0) return source;
  const markdown = expandDirectives(source.markdown, uses, (use) => {
    const result = use.kind === 'text' ? quote(use.name, use.attributes, data) : undefined;
    if (result && 'text' in result) return result.text;
    problems.push(problemOf(use, result?.problem ?? { kind: 'unknown-directive', choices: directiveNames }, source));
    return '';
  });
  return { ...source, markdown };
}

/** A directive's problem, located in its file. */
function problemOf(use: DirectiveUse, problem: QuoteProblem, source: MarkdownSource): Diagnostic {
  const loc = { file: source.file, line: source.line + use.line - 1, column: use.column };
  // Blank lines stand for the front matter, so the frame's line numbers are the file's.
  const where = { loc, field: 'body', frame: codeFrame('\n'.repeat(source.line - 1) + source.markdown, loc.line, loc.column) };
  switch (problem.kind) {
    case 'unknown-directive':
      return diagnostic(catalogue.UnknownDirective, { name: use.name, names: problem.choices }, where);
    case 'missing-attribute':
      return diagnostic(
        catalogue.DirectiveAttribute,
        { name: use.name, attribute: problem.attribute, missing: true, attributes: [problem.attribute] },
        where,
      );
    case 'unknown-attribute':
      return diagnostic(
        catalogue.DirectiveAttribute,
        { name: use.name, attribute: problem.attribute, missing: false, attributes: problem.choices },
        where,
      );
    case 'unknown-value': {
      const suggestion = closest(problem.value, problem.choices);
      return diagnostic(
        catalogue.DirectiveValue,
        {
          name: use.name,
          attribute: problem.attribute,
          value: problem.value,
          ...(suggestion ? { suggestion } : {}),
          choices: problem.choices,
        },
        where,
      );
    }
  }
}
