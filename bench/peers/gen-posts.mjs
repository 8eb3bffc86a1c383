#!/usr/bin/env node
// node bench/peers/gen-posts.mjs N DIR
// Writes N Markdown blog posts, DIR/post-00001.md to DIR/post-0000N.md, for the peer builds and for ours
// (scripts/bench/generate.mjs gives them our front matter). The text comes from a seeded generator, so a given N
// always gives the same bytes. Each post: front matter (title, date, category, tags), three paragraphs with
// inline emphasis, code and links, an h2, a bullet list and a GFM table: about 250 words.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CATEGORIES = ['engineering', 'design', 'product', 'culture', 'tutorials'];
const TAGS = [
  'javascript',
  'typescript',
  'react',
  'css',
  'performance',
  'testing',
  'tooling',
  'accessibility',
  'databases',
  'security',
  'devops',
  'api',
  'mobile',
  'ux',
  'career',
  'open-source',
  'rust',
  'go',
  'cloud',
  'ai',
];
// The vocabulary; its order matters, as words are picked by index.
const WORDS = [
  'the a an of to in for on with from by about as into over after before between under while',
  'build render page site static content markdown template layout component server client cache bundle',
  'module package script style theme route link image asset data query schema field type value function',
  'request response header token session user team project release version change update feature issue',
  'test suite check review deploy pipeline stage branch commit merge history record metric latency memory',
  'speed size cost budget plan goal idea reason result problem answer question approach pattern practice',
  'simple fast small large clear stable modern common useful careful quick slow early late real minimal',
  'we you they it this that these our your their each every most some many few other new old first next',
  'make use keep find write read run ship learn move help show start stop measure improve reduce add',
  'remove replace compare explain choose follow handle support avoid expect notice prefer consider',
]
  .join(' ')
  .split(' ');

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A text generator; every call draws from the one random stream, so the order of calls fixes the output. */
function writer(random) {
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const oneOf = (list) => list[Math.floor(random() * list.length)];
  const times = (count, make) => Array.from({ length: count }, make);
  const capital = (word) => word[0].toUpperCase() + word.slice(1);

  function decorate(word) {
    const r = random();
    if (r < 0.03) return `**${word}**`;
    if (r < 0.06) return `*${word}*`;
    if (r < 0.08) return `\`${word}()\``;
    if (r < 0.095) {
      const path = oneOf(WORDS);
      return `[${word}](https://example.com/${path}/${between(1, 999)})`;
    }
    return word;
  }

  function sentence(min = 8, max = 16) {
    const length = between(min, max);
    const words = [];
    for (let i = 0; i < length; i++) {
      const word = oneOf(WORDS);
      words.push(i === 0 ? word : decorate(word)); // the first word stays plain: it gets a capital
    }
    words[0] = capital(words[0]);
    return words.join(' ') + (random() < 0.1 ? '?' : '.');
  }

  const paragraph = () => times(between(4, 6), () => sentence()).join(' ');
  const heading = () =>
    times(between(3, 6), () => oneOf(WORDS))
      .map(capital)
      .join(' ');

  function tableRow() {
    const step = `${capital(oneOf(WORDS))} ${oneOf(WORDS)}`;
    const ms = between(1, 500);
    return `| ${step} | ${ms} ms | ${oneOf(['yes', 'no', 'partial'])} |`;
  }

  /** Post number `n` (from 1). Dates go back from the end of 2024, so no generator skips a post as future. */
  return function post(n) {
    const title = heading();
    const daysAgo = Math.floor(n * 0.6) + between(0, 5);
    const date = new Date(Date.UTC(2024, 11, 31) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const tags = [...new Set(times(between(2, 4), () => oneOf(TAGS)))];
    const rows = times(between(3, 4), tableRow);
    const category = oneOf(CATEGORIES);
    const intro = [paragraph(), paragraph()];
    const subheading = heading();
    const more = paragraph();
    const bullets = times(between(3, 5), () => `- ${sentence(4, 8)}`);
    return [
      '---',
      `title: "${title}"`,
      `date: ${date}`,
      `category: ${category}`,
      `tags: [${tags.join(', ')}]`,
      '---',
      '',
      intro[0],
      '',
      intro[1],
      '',
      `## ${subheading}`,
      '',
      more,
      '',
      ...bullets,
      '',
      '| Step | Time | Cached |',
      '| :--- | ---: | :----: |',
      ...rows,
      '',
    ].join('\n');
  };
}

/** Writes posts 1..count into `dir`. */
export function writePosts(count, dir) {
  const post = writer(seeded(20240601));
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= count; n++) writeFileSync(join(dir, `post-${String(n).padStart(5, '0')}.md`), post(n));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, dir] = [Number(process.argv[2]), process.argv[3]];
  if (!Number.isInteger(count) || count < 1 || !dir) {
    console.error('usage: node gen-posts.mjs N DIR');
    process.exit(2);
  }
  writePosts(count, dir);
  console.log(`${count} posts in ${dir}`);
}
