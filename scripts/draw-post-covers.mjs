// Draws data/images/posts/<slug>.svg for every post: an abstract cover in its category's colours with a motif for
// the category, deterministic from the slug. Run after adding a post: node scripts/draw-post-covers.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const palettes = {
  'EV News': ['#0b3b5c', '#1f7bb8', '#9fd3f5'],
  'Buying Guides': ['#063b2e', '#0b7a5c', '#9ff0d0'],
  'Loans/Finance': ['#3d2a06', '#b8860b', '#f7d98a'],
  Maintenance: ['#2d1f4e', '#6b4fbb', '#cdbdf5'],
  Comparisons: ['#4a1020', '#b23a4f', '#f5b5c2'],
};

// One motif per category, drawn in the light colour on the right of the cover.
const motifs = {
  'EV News': (c) =>
    `<g fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"><path d="M860 170a150 150 0 0 1 0 260"/><path d="M900 120a210 210 0 0 1 0 360"/><circle cx="820" cy="300" r="40" fill="${c}"/></g>`,
  'Buying Guides': (c) =>
    `<g fill="${c}"><rect x="720" y="250" width="300" height="110" rx="40"/><path d="M770 250l40-70h170l50 70z"/><circle cx="790" cy="370" r="38" fill="#ffffff"/><circle cx="950" cy="370" r="38" fill="#ffffff"/></g>`,
  'Loans/Finance': (c) =>
    `<g fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="M760 170h200M760 240h200M760 170h60a70 70 0 0 1 0 140h-60l140 130"/></g>`,
  Maintenance: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round"><circle cx="870" cy="300" r="110"/><circle cx="870" cy="300" r="40"/><path d="M870 160v-40M870 480v-40M730 300h-40M1050 300h-40"/></g>`,
  Comparisons: (c) =>
    `<g fill="${c}"><rect x="740" y="300" width="70" height="150" rx="10"/><rect x="840" y="200" width="70" height="250" rx="10"/><rect x="940" y="250" width="70" height="200" rx="10"/></g>`,
};

const hash = (text) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cover(slug, post) {
  const [dark, mid, light] = palettes[post.category];
  const seed = hash(slug);
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = ((seed >> (i % 16)) % 640) + 20 + i * 7;
    const y = (((seed * (i + 3)) >>> 0) % 520) + 40;
    const r = 3 + ((seed >> i) % 5);
    return `<circle cx="${x % 660}" cy="${y}" r="${r}" fill="${light}" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" role="img">
<title>${escapeXml(post.title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#bg)"/>
<circle cx="${900 + (seed % 80)}" cy="${280 + (seed % 60)}" r="260" fill="${light}" opacity=".12"/>
${dots}
${motifs[post.category](light)}
<rect x="70" y="420" width="${180 + (seed % 200)}" height="14" rx="7" fill="${light}" opacity=".8"/>
<rect x="70" y="450" width="${120 + (seed % 140)}" height="14" rx="7" fill="${light}" opacity=".5"/>
</svg>
`;
}

mkdirSync('data/images/posts', { recursive: true });
let drawn = 0;
for (const file of readdirSync('data/posts').sort()) {
  const text = readFileSync(`data/posts/${file}`, 'utf8');
  const front = parse(/^---\n([\s\S]*?)\n---/.exec(text)[1]);
  writeFileSync(`data/images/posts/${file.replace(/\.md$/, '')}.svg`, cover(file.replace(/\.md$/, ''), front));
  drawn++;
}
console.log(`drew ${drawn} covers`);
