import { formatMonthYear, langOf } from '../domain/index.ts';
import { dateOf } from './blog.ts';
import { defineMarkdownPage } from './types.ts';
import { crumbsTo, simpleHead, type PageKind } from './view.ts';

/** A prose page's title, with the build year where the page asks for it (a guide kept current). */
export function pageTitle(page: { title: string; titleWithYear?: boolean | undefined }, buildDate: Date): string {
  return page.titleWithYear ? `${page.title} ${buildDate.getUTCFullYear()}` : page.title;
}

/** A page for every prose page in data/pages/: guides and the legal pages. */
export const prosePages: PageKind = ({ site, content, context }) =>
  site.pages.map((page) => {
    const rendered = content.pages.get(page.slug)!;
    const path = `/${page.slug}`;
    const title = pageTitle(page, context.buildDate);
    const lang = langOf(page, 'body');
    return defineMarkdownPage({
      path,
      kind: 'page',
      head: simpleHead(site.settings, path, title, page.description, 'guides'),
      template: 'ProsePage',
      html: rendered,
      props: {
        title,
        updatedLabel: formatMonthYear(dateOf(page.updated)),
        headings: rendered.headings,
        crumbs: crumbsTo(title, path, undefined, lang),
        lang,
      },
    });
  });
