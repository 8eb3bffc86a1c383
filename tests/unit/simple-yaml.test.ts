import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseSimpleYaml } from '../../src/load/simple-yaml.ts';

const frontMatter = (text: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
const full = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS() as unknown;

/** The fast path declines (undefined) or gives exactly what the `yaml` package gives. */
function agrees(text: string): boolean {
  const fast = parseSimpleYaml(text);
  if (fast === undefined) return true;
  expect(fast, text).toEqual(full(text));
  return false;
}

/** The fast path itself reads the text (it does not decline) and gives exactly what the `yaml` package gives. */
function takes(text: string) {
  const fast = parseSimpleYaml(text);
  expect(fast, `declined: ${JSON.stringify(text)}`).not.toBeUndefined();
  expect(fast, text).toEqual(full(text));
}

/** The fast path leaves the text to the `yaml` package. */
function declines(text: string) {
  expect(parseSimpleYaml(text), `taken: ${JSON.stringify(text)}`).toBeUndefined();
}

describe('the front-matter fast path', () => {
  it('reads every post and page of the site and the fixtures as `yaml` does, and takes most of them', () => {
    const files = fg.sync(['data/**/*.md', 'tests/fixtures/**/*.md']);
    const texts = files.map((file) => frontMatter(readFileSync(file, 'utf8'))).filter((text): text is string => text !== undefined);
    const declined = texts.filter(agrees).length;
    expect(texts.length).toBeGreaterThan(10);
    expect(declined / texts.length).toBeLessThan(0.2);
  });

  it('takes the subset it handles: core-schema scalars, simple quoting, flow lists of words, block lists and folded lines', () => {
    const cases = [
      'a: 1\nc: 1.5\nd: 1e3\ne: .5\nf: 007\ng: +3\nh: 1.',
      'a: true\nb: False\nc: NULL\nd: ~\ne: null\nf: yes\ng: no\nh: on',
      'date: 2024-12-30\ntime: 12:30\nversion: 1.2.3\nhash: C# and F#',
      "a: \"quoted: with colon\"\nb: 'it''s'\nd: ''",
      'tags: [a, b, c]\nempty: []\nnums: [1, two, 3.5]',
      'faqs:\n  - question: Why?\n    answer: Because.\n  - question: "How: exactly?"\n    answer: \'Like so.\'',
      'list:\n  - one\n  - 2\n  - true',
      'a: multi\n  line plain\nb: next',
      'description: A long line that the writer\n  wrapped at eighty, twice\n  over.\ndate: 2024-01-01',
      'faqs:\n  - question: A question\n      that wraps?\n    answer: An answer\n      that wraps too.',
      'title: trailing spaces   ',
      '# a comment\n\ntitle: after a blank line',
    ];
    for (const text of cases) takes(text);
  });

  it('declines what it does not handle: indicators, escapes, nesting, anchors, tags, block scalars and duplicates', () => {
    const cases = [
      'b: -2',
      'c: "with \\"escape\\""',
      'quoted: ["a", b]',
      'nested: [[a]]',
      'list:\n  - one\n  -',
      'a: 0x1F\nb: 0o17\nc: .inf\nd: -.Inf\ne: .nan',
      'a: value # comment\nb: text',
      'a: >\n  folded\nb: |\n  literal',
      'a: &anchor value\nb: *anchor',
      'a: !tag value',
      'a: one\na: two',
      'a:\n  b: nested map',
      'a: "quoted"\n  continued',
      'a: plain\n  - not a list',
      'a: plain\n  with: colon',
      'a:    spaced',
      '- just a list',
      '',
      '# only a comment',
      'title: Ends with a colon:',
      'a: "unterminated',
      'key with space: value',
    ];
    for (const text of cases) declines(text);
  });
});
