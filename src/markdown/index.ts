// Markdown as the data writes it and as the site shows it: the bounds a text must keep before it is parsed, the
// directives it quotes the data with, where a link is written, and the shape of a rendered document. Validation
// reads a text's bounds and directives, the content stage renders, and routes, feed and templates read what it
// rendered: no stage imports another for these.
export { directiveProblem, type ProblemPlace } from './directive-problem.ts';
export { expandDirectives, findDirectives, forgetDirectives, markdownText, type DirectiveUse } from './directives.ts';
export { MAX_MARKDOWN_BYTES, markdownLimit, type MarkdownLimit } from './limits.ts';
export { locateLink } from './locate-link.ts';
export {
  readingMinutes,
  type ContentEntry,
  type Heading,
  type MarkdownSource,
  type RenderedContent,
  type RenderedMarkdown,
  type WrittenLink,
} from './types.ts';
