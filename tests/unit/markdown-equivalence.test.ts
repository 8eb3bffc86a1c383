import { describe, expect, it } from 'vitest';
import { glossaryTermPath } from '../../src/domain/nav.ts';
import { loadSite } from '../../src/load-site.ts';
import { renderMarkdown as before } from '../../src/content/markdown-it.ts';
import { renderMarkdown as after } from '../../src/content/markdown.ts';
import { GlossaryLinker } from '../../src/content/text.ts';

// Temporary: the renderer moves from markdown-it to unified + remark. Every real post and page, and the fixture
// site's, is rendered by both, and what a reader and a link can tell apart is compared: the visible text, the links,
// the ids and the heading outline. Deleted with the old renderer.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1]!.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (entities[name] ?? whole),
  );
const visibleText = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) => decode(match[1]!)).sort();

function documents(dataDir: string) {
  const site = loadSite({ dataDir });
  const linker = new GlossaryLinker(
    site.glossary.map((term) => ({ href: glossaryTermPath(term.term), matches: term.matches ?? [term.term] })),
  );
  return [
    ...site.posts.map((post) => ({ name: `${dataDir} post ${post.slug}`, markdown: post.body.markdown, linker })),
    ...site.pages.map((page) => ({ name: `${dataDir} page ${page.slug}`, markdown: page.body.markdown, linker: undefined })),
  ];
}

describe.each(['data', 'tests/fixtures/site/data'])('the unified renderer on %s', (dataDir) => {
  const docs = documents(dataDir);
  it.each(docs.map((doc) => [doc.name, doc] as const))('%s: same text, links, ids, outline and words', (_name, doc) => {
    const old = before(doc.markdown, doc.linker ? { linker: doc.linker } : {});
    const now = after(doc.markdown, doc.linker ? { linker: doc.linker } : {});
    expect(visibleText(now.html)).toBe(visibleText(old.html));
    expect(attributes(now.html, 'href')).toEqual(attributes(old.html, 'href'));
    expect(attributes(now.html, 'src')).toEqual(attributes(old.html, 'src'));
    expect(attributes(now.html, 'id')).toEqual(attributes(old.html, 'id'));
    expect(now.headings).toEqual(old.headings);
    expect(now.words).toBe(old.words);
  });
});
