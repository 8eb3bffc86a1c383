// Prints what one page of each kind weighs in the built site (dist/ or the folder given): HTML, CSS and all the
// JavaScript it may load (island entries and their chunks), gzipped.  Run after a build: npm run weight
// With `--against OTHER` (another build's folder, say one made from an older commit) it adds each kind's change in
// gzipped JavaScript, in bytes, so a change's cost per page can be read off one table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { against: { type: 'string' } } });
const out = positionals[0] ?? 'dist';
const { pageScripts } = await tsImport('../src/check/weight.ts', import.meta.url);

const kinds = [
  ['home', 'index.html'],
  ['directory', 'cars.html'],
  ['car', 'cars/tata-nexon-ev.html'],
  ['calculator', 'calculator.html'],
  ['compare', 'compare.html'],
  ['finder', 'find.html'],
  ['search', 'search.html'],
  ['brand', 'brands/tata.html'],
  ['blog', 'blog.html'],
  ['post', 'blog/ev-vs-petrol-cost-comparison.html'],
  ['glossary', 'ev-glossary.html'],
  ['upcoming', 'upcoming.html'],
  ['loans', 'ev-loans.html'],
  ['incentives', 'ev-incentives.html'],
  ['contact', 'contact.html'],
  ['404', '404.html'],
];
const gz = (file, root = out) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const css = (html) => /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1];
// Inline scripts (the early-events one on pages with islands) are JavaScript the page runs too.
const inlineJs = (html) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].reduce((sum, [, code]) => sum + gzipSync(code, { level: 9 }).length, 0);
/** The JavaScript a page of this build may run: how many script files, and every byte of it gzipped. */
function pageJs(root, file, html = readFileSync(join(root, file), 'utf8')) {
  const scripts = pageScripts(root, file);
  return { files: scripts.files.length, bytes: scripts.gzipBytes + inlineJs(html) };
}
const headings = ['page', 'HTML', 'CSS', 'JS', 'JS files', ...(options.against ? ['JS change'] : [])];
console.log(headings.map((h, i) => (i === 0 ? h.padEnd(12) : h.padStart(10))).join(''));
for (const [name, file] of kinds) {
  const html = readFileSync(join(out, file), 'utf8');
  const js = pageJs(out, file, html);
  const row = [
    name.padEnd(12),
    kb(gz(file)).padStart(10),
    kb(gz(css(html))).padStart(10),
    kb(js.bytes).padStart(10),
    String(js.files).padStart(10),
  ];
  if (options.against) {
    const change = js.bytes - pageJs(options.against, file).bytes;
    row.push(`${change > 0 ? '+' : ''}${change} B`.padStart(10));
  }
  console.log(row.join(''));
}
console.log(
  '(all sizes gzipped at level 9; JS counts every island on the page, including those that load when scrolled to, and inline scripts)',
);
