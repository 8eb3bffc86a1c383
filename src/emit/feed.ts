import type { RenderedContent } from '../markdown/index.ts';
import type { Site } from '../schema/index.ts';
import { limits } from '../domain/limits.ts';
import { categoryName } from '../domain/posts.ts';
import { htmlInLanguage, inLocale, localeInfo, localePath, type Locale } from '../domain/locale.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * feed.xml: an Atom feed of the newest posts (all of them on this site), with the full HTML of each. Dates come from the posts, so
 * the feed is the same bytes for the same data.
 */
export function atomFeed(site: Site, content: RenderedContent, locale: Locale = 'en'): string {
  // Written in its language: the categories' names are.
  return inLocale(locale, () => atomFeedOf(site, content, locale));
}

/**
 * What the feed is made of, as one string to hash: the settings it shows and, for each post in it, its fields and
 * the key of its rendered Markdown. The feed is cached under it, so a build need not read the posts' HTML.
 */
export function feedInputs(site: Site, content: RenderedContent): string {
  const { baseUrl, name, description } = site.settings;
  const posts = site.posts
    .slice(0, limits.feedPosts)
    .map((post) => [post.slug, post.title, post.date, post.author, post.category, post.excerpt, content.posts.get(post.slug)?.key]);
  return JSON.stringify([baseUrl, name, description, posts]);
}

/** The feed of the site in one language: the Hindi feed (/hi/feed.xml) has the Hindi posts and links to Hindi pages. */
function atomFeedOf(site: Site, content: RenderedContent, locale: Locale): string {
  const { baseUrl, name, description } = site.settings;
  const at = (path: string) => `${baseUrl}${localePath(path, locale)}`;
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const updated = site.posts[0] ? stamp(site.posts[0].date) : '1970-01-01T00:00:00Z';
  const entries = site.posts.slice(0, limits.feedPosts).map((post) => {
    const url = at(`/blog/${post.slug}`);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${stamp(post.date)}</published>`,
      `    <updated>${stamp(post.date)}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <category term="${escapeXml(post.category)}" label="${escapeXml(categoryName(post.category))}"/>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(htmlInLanguage(content.posts.get(post.slug)?.html ?? '', locale))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeInfo[locale].lang}">`,
    `  <title>${escapeXml(name)}</title>`,
    `  <subtitle>${escapeXml(description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(at('/feed.xml'))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(at('/blog'))}"/>`,
    `  <id>${escapeXml(at('/'))}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
