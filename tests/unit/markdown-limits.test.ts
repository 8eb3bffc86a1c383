import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { formatDiagnostic } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { fixtureSite } from './fixture.ts';

// Markdown the parser would recurse into without end, or take minutes over, is stopped before it is parsed, with an
// error at its place: the build and validate fail in well under two seconds. Text within the bounds, however
// contrived, renders within two seconds too.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The first lines of validate's report on the good fixture with its first post's body ending in `text`, and the time taken. */
function validateWithPost(text: string, where: 'body' | 'answer' = 'body') {
  const site = fixtureSite();
  cleanups.push(site.cleanup);
  const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
  if (where === 'body') appendFileSync(post, `\n${text}\n`);
  else writeFileSync(post, readFileSync(post, 'utf8').replace('a wall box is faster.', JSON.stringify(text)));
  const start = performance.now();
  const { diagnostics } = validateData(loadData({ dataDir: site.dataDir, cwd: site.root }));
  return { lines: diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]), ms: performance.now() - start };
}

const hostile: [name: string, text: string, expected: string][] = [
  [
    'list items opened 1,000 deep on one line',
    `${'- '.repeat(1000)}x`,
    'data/posts/first-ev-guide.md:30:1  body: this Markdown is not read: the line opens more than 16 lists or quotes inside one another  [markdown-too-complex]',
  ],
  [
    'quotes and lists in turn, 1,000 deep',
    `${'> - '.repeat(1000)}x`,
    'data/posts/first-ev-guide.md:30:1  body: this Markdown is not read: the line opens more than 16 lists or quotes inside one another  [markdown-too-complex]',
  ],
  [
    'a list 200 levels deep by indentation',
    Array.from({ length: 200 }, (_, level) => `${' '.repeat(2 * level)}- a`).join('\n'),
    'data/posts/first-ev-guide.md:79:1  body: this Markdown is not read: the line is indented 98 columns; at most 96 are read  [markdown-too-complex]',
  ],
  [
    'emphasis nested 20,000 deep',
    `${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`,
    'data/posts/first-ev-guide.md:30:1  body: this Markdown is not read: it holds a run of 20000 emphasis or bracket characters; at most 16 are read together  [markdown-too-complex]',
  ],
  [
    '4,000 lines of lists in lists',
    Array.from({ length: 4000 }, () => '- - x').join('\n'),
    'data/posts/first-ev-guide.md:1030:1  body: this Markdown is not read: it starts more than 2000 list items and quotes; split it in two  [markdown-too-complex]',
  ],
  [
    '10,000 emphasis pairs',
    `Some ${'*a* '.repeat(10_000)}`,
    'data/posts/first-ev-guide.md:30:20002  body: this Markdown is not read: it holds more than 10000 emphasis and link characters (*, _, [)  [markdown-too-complex]',
  ],
  [
    '4.5 MB of quote markers',
    '>'.repeat(4.5 * 1024 * 1024),
    'data/posts/first-ev-guide.md:18:1  body: this Markdown is not read: it is 4608 KB of Markdown; a text may hold at most 256 KB  [markdown-too-complex]',
  ],
];

describe('Markdown past the bounds', () => {
  it.each(hostile)('%s: a located error, in under two seconds', (_, text, expected) => {
    const { lines, ms } = validateWithPost(text);
    expect(lines).toEqual([expected]);
    expect(ms).toBeLessThan(2000);
  });

  it('in an FAQ answer, whose directives would be lost unread, is an error at the answer', () => {
    const { lines, ms } = validateWithPost(`${'[a '.repeat(11_000)}:price{car=tata-nexon-ev}`, 'answer');
    expect(lines).toEqual([
      'data/posts/first-ev-guide.md:14:62  faqs[0].answer: this Markdown is not read: it holds more than 10000 emphasis and link characters (*, _, [)  [markdown-too-complex]',
    ]);
    expect(ms).toBeLessThan(2000);
  });
});

describe('Markdown within the bounds', () => {
  const worst: [name: string, text: string][] = [
    [
      'lists and quotes 16 deep, on as many lines as the markers allow',
      Array.from({ length: 125 }, () => `${'> - '.repeat(8)}x`).join('\n'),
    ],
    ['2,000 items of lists in lists', Array.from({ length: 1000 }, () => '- - x').join('\n')],
    ['2,000 items of a list', Array.from({ length: 2000 }, (_, i) => `- item ${i}`).join('\n')],
    [
      'lists 48 levels deep by indentation, again and again',
      Array.from({ length: 2000 }, (_, line) => `${' '.repeat(2 * (line % 48))}- a`).join('\n'),
    ],
    ['5,000 emphasis pairs', `Some ${'*a* '.repeat(5000)}`],
    ['runs of 16 emphasis characters', `${'*_'.repeat(8)}x `.repeat(600)],
    ['256 KB of prose with links', 'Plain prose with a [link](/cars) and more words, as long posts have.\n\n'.repeat(3700)],
  ];
  // About a second at most on an idle machine; the bound leaves room for a loaded two-core one (3.3 s was seen in CI),
  // and a blow-up that is quadratic or worse would still take minutes.
  it.each(worst)('%s renders, in seconds rather than minutes', (_, text) => {
    const start = performance.now();
    expect(renderMarkdown(text).html.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(10_000);
  });
  it('a thematic break of any length opens nothing', () => {
    expect(validateWithPost('* '.repeat(40)).lines).toEqual([]);
  });
});
