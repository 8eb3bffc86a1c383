import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsAllGfm, renderMarkdown } from '../../src/content/markdown.ts';

// A document that uses no GFM but tables is parsed with the table extension alone (src/content/markdown.ts), which
// is a third faster. That is only right if it renders exactly what all of GFM renders: these documents, the fixture
// sites' and cases written to catch a bare URL or e-mail address where the tables-only parser would miss it, must
// come out byte for byte the same either way.

const bodies = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [join(folder, name), readFileSync(join(folder, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')] as const);

const corpus = [
  ...['tests/fixtures/site/data', 'tests/fixtures/hostile/data', 'data'].flatMap((dir) => [
    ...bodies(join(dir, 'posts')),
    ...bodies(join(dir, 'pages')),
  ]),
  ...Object.entries({
    'a table and links': '| a | b |\n|---|:-:|\n| [x](https://a.in/b) | 2 |\n\nSee [the guide](/blog/x).',
    'a bare URL': 'Read https://ev.tatamotors.com first.',
    'a bare URL in a table cell': '| site |\n|---|\n| www.tatamotors.com |',
    'an upper-case www': 'Go to WWW.EXAMPLE.IN now.',
    'an e-mail address': 'Write to hello@evguide.in.',
    'an e-mail address in emphasis': 'Write to *hello@evguide.in*.',
    'a URL after a bracket that starts no link': 'A \\](https://a.in/x) and [unclosed](https://b.in/y',
    'a URL in parentheses': '(https://a.in/x) and (www.b.in)',
    'a URL written as a character reference': '&#119;ww.example.in and &#104;ttps://x.in',
    'a mailto without a link': 'mailto:a@b.in and xmpp:c@d.in',
    'a reference definition': '[guide][g]\n\n[g]: https://a.in/g "Title"',
    'an autolink': '<https://a.in> and <a@b.in>',
    strikethrough: 'a ~~b~~ c and ~d~',
    'a task list': '- [ ] one\n- [x] two\n  - [X] three\n1. [ ] four\n> - [ ] five\n\n-\n  [ ] six',
    'a link whose text is x': '[x](https://a.in) and [ ](/b)',
    'a task list in a quote in a list': '- > - [ ] x\n\n1. > * [x] done\n\n- > > - [ ] deep',
    'a footnote': 'A claim.[^1]\n\n[^1]: The source.',
    'code holding a URL': '`https://a.in` and\n\n```\nwww.b.in a@b.in\n```',
    'a pipe that is no table': 'a | b\n\n| not | a table',
  }),
] as const;

describe('the tables-only parser', () => {
  it.each(corpus.map(([name, markdown]) => [name, markdown]))('renders %s exactly as all of GFM does', (_name, markdown) => {
    expect(renderMarkdown(markdown).html).toBe(renderMarkdown(markdown, { allGfm: true }).html);
  });

  it('is used for documents with tables, links and no other GFM, and not where other GFM is written', () => {
    expect(needsAllGfm('| a |\n|---|\n| 1 |\n\nSee [x](https://a.in) and `b@c.in`')).toBe(false);
    for (const gfm of ['www.a.in', 'https://a.in', 'a@b.in', '~~x~~', '- [ ] x', 'x[^1]\n\n[^1]: y']) {
      expect(needsAllGfm(`Text.\n\n${gfm}`), gfm).toBe(true);
    }
    // Most posts of the fixture site take the faster path.
    const posts = bodies('tests/fixtures/site/data/posts').map(([, body]) => body);
    expect(posts.filter((body) => !needsAllGfm(body)).length).toBeGreaterThan(posts.length / 2);
  });
});
