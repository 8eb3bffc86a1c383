import type { Cache } from '../cache.ts';
import { codeFrame, type Diagnostic } from '../diagnostics/index.ts';
import { directiveNames, quote, type QuoteData, type QuoteProblem } from '../domain/quote.ts';
import { directiveProblem, expandDirectives, findDirectives, type DirectiveUse, type MarkdownSource } from '../markdown/index.ts';

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
