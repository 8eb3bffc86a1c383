import { readingMinutes } from '../markdown/index.ts';
import { categoryName, formatDate, langOf } from '../domain/index.ts';
import { dateOf, postCard } from './blog.ts';
import { blogPostingLd, breadcrumbLd, faqPageLd } from './json-ld.ts';
import { defineMarkdownPage, ogImage } from './types.ts';
import { blogCrumb, crumbsTo, homeCrumb, routeText, siteTitle, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** A page for every post: its Markdown, its FAQs and the posts it names as related. */
export const postPages: PageKind = ({ site, content }) => {
  const { settings } = site;
  const bySlug = new Map(site.posts.map((post) => [post.slug, post]));
  return site.posts.map((post) => {
    const rendered = content.posts.get(post.slug)!;
    const path = `/blog/${post.slug}`;
    const lang = langOf(post, 'body');
    // A post with no Hindi version is in English throughout: its title in the trail too.
    const crumbs = crumbsTo(post.title, path, [homeCrumb(), blogCrumb()], lang);
    const related = (post.related ?? []).map((slug) => bySlug.get(slug)!).filter(Boolean);
    return defineMarkdownPage({
      path,
      kind: 'page',
      head: {
        title: siteTitle(settings, post.title),
        description: post.description,
        canonicalPath: path,
        ogType: 'article',
        image: ogImage('blog'),
        jsonLd: [breadcrumbLd(settings, crumbs), blogPostingLd(settings, post, rendered.words), faqPageLd(post.faqs)],
      },
      template: 'PostPage',
      html: rendered,
      props: {
        post: {
          slug: post.slug,
          title: post.title,
          category: post.category,
          categoryName: categoryName(post.category),
          author: post.author,
          image: post.image,
          faqs: post.faqs,
          excerpt: post.excerpt,
        },
        dateLabel: formatDate(dateOf(post.date)),
        dateIso: post.date,
        ...(post.updated ? { updated: { label: formatDate(dateOf(post.updated)), iso: post.updated } } : {}),
        readTime: fill(routeText().minutesRead, { minutes: readingMinutes(rendered.words) }),
        url: `${settings.baseUrl}${path}`,
        related: related.map((item) => postCard(item, content)),
        crumbs,
        lang,
      },
    });
  });
};
