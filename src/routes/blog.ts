import { readingMinutes, type RenderedContent } from '../markdown/index.ts';
import { categoryName, formatDate } from '../domain/index.ts';
import { postCategories, type Post } from '../schema/index.ts';
import { breadcrumbLd, faqPageLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { definePage } from './types.ts';
import { blogCrumb, dataPath, homeCrumb, paginate, POST_INDEX_PATH, routeText, simpleHead, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';
import { untranslatedOf } from '../domain/translated.ts';

/** A post's date as a Date (front matter dates are YYYY-MM-DD). */
export const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A post as cards and lists show it. */
export function postCard(post: Post, content: RenderedContent) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    categoryName: categoryName(post.category),
    dateLabel: formatDate(dateOf(post.date)),
    readTime: fill(routeText().minutesRead, { minutes: readingMinutes(content.posts.get(post.slug)?.words ?? 0) }),
    featured: post.featured ?? false,
    image: post.image,
    ...untranslatedOf(post),
  };
}

/** The blog's index, a page of posts at a time; the first page carries the site's FAQs. */
export const blogPages: PageKind = ({ site, content }) => {
  const { settings } = site;
  const cards = site.posts.map((post) => postCard(post, content));
  return paginate(cards, limits.blogPage, '/blog', [homeCrumb(), blogCrumb()]).map(({ page, pageCount, path, items, crumbs, suffix }) => {
    const faqs = page === 1 ? site.faqs : [];
    return definePage({
      path,
      kind: 'page',
      head: {
        ...simpleHead(
          settings,
          path,
          fill(routeText().blogTitle, { suffix }),
          fill(routeText().blogDescription, { count: site.posts.length, suffix }),
          'blog',
        ),
        jsonLd: [breadcrumbLd(settings, crumbs), ...(faqs.length > 0 ? [faqPageLd(faqs)] : [])],
      },
      template: 'BlogPage',
      props: {
        posts: items,
        recent: cards.slice(0, 5),
        page,
        pageCount,
        indexUrl: dataPath(POST_INDEX_PATH),
        categories: postCategories.map((value) => ({ value, name: categoryName(value) })),
        faqs,
        crumbs,
      },
    });
  });
};
