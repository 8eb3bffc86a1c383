import type { Cache } from '../cache.ts';
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
export function withQuotes(source: MarkdownSource, data: QuoteData, problems: Diagnostic[], cache?: Cache): MarkdownSource {
  const uses = findDirectives(source.markdown, cache);
  if (uses.length === 0) return source;
  const markdown = expandDirectives(source.markdown, uses, (use) => {
    const result = use.kind === 'text' ? quote(use.name, use.attributes, data) : undefined;
    if (result && 'text' in result) return result.text;
    problems.push(problemOf(use, result?.problem ?? { kind: 'unknown-directive', choices: directiveNames }, source));
    return '';
  });
  return { ...source, markdown };
}

/**
 * A plain text (an FAQ's answer) with the figures its directives quote written in as they are, for a page that shows
 * it as text; each directive the data cannot answer is passed to `problem`, and left out.
 */
export function quotedText(
  text: string,
  data: QuoteData,
  problem: (use: DirectiveUse, problem: QuoteProblem) => void,
  cache?: Cache,
): string {
  const uses = findDirectives(text, cache);
  if (uses.length === 0) return text;
  let out = '';
  let from = 0;
  for (const use of uses) {
    const result = use.kind === 'text' ? quote(use.name, use.attributes, data) : undefined;
    out += text.slice(from, use.start);
    if (result && 'text' in result) out += result.text.replace(/\s*\n\s*/g, ' ');
    else problem(use, result?.problem ?? { kind: 'unknown-directive', choices: directiveNames });
    from = use.end;
  }
  return out + text.slice(from);
}

/** A question and its answer, which may quote the data. */
interface Faq {
  question: string;
  answer: string;
}

/**
 * The site with its FAQs' answers quoting the data: the blog's FAQ and each post's. Validation has reported every
 * directive the data cannot answer at its place, so one here is a fault of the code.
 */
export function withQuotedFaqs<S extends QuoteData & { faqs: readonly Faq[]; posts: readonly { faqs: readonly Faq[] }[] }>(
  site: S,
  cache?: Cache,
): S {
  const answer = (faq: Faq): Faq => ({
    ...faq,
    answer: quotedText(
      faq.answer,
      site,
      (use) => {
        throw new Error(`an FAQ's directive :${use.name} was not validated`);
      },
      cache,
    ),
  });
  return { ...site, faqs: site.faqs.map(answer), posts: site.posts.map((post) => ({ ...post, faqs: post.faqs.map(answer) })) };
}

/** Where a directive's problem is reported: its place, the field and the source lines around it. */
export interface ProblemPlace {
  loc: { file: string; line: number; column: number };
  field: string;
  frame?: string;
}

/** A directive's problem, located in its file. */
function problemOf(use: DirectiveUse, problem: QuoteProblem, source: MarkdownSource): Diagnostic {
  const loc = { file: source.file, line: source.line + use.line - 1, column: use.column };
  // Blank lines stand for the front matter, so the frame's line numbers are the file's.
  return directiveProblem(use, problem, {
    loc,
    field: 'body',
    frame: codeFrame('\n'.repeat(source.line - 1) + source.markdown, loc.line, loc.column),
  });
}

/** A directive's problem as a diagnostic, at the place given. */
export function directiveProblem(use: Pick<DirectiveUse, 'name'>, problem: QuoteProblem, where: ProblemPlace): Diagnostic {
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
    case 'undated':
      return diagnostic(catalogue.DirectiveUndated, { quoted: problem.quoted }, where);
    case 'bad-number':
      return diagnostic(
        catalogue.DirectiveValue,
        {
          name: use.name,
          attribute: problem.attribute,
          value: problem.value,
          choices: [],
          expected: `a number from ${problem.min} to ${problem.max}`,
        },
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
