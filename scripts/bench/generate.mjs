// Writes a synthetic data folder for benchmarks: the real site's settings, brands and lists, plus
//   - N posts: the peer benchmark's generated posts (bench/peers/gen-posts.mjs), bodies unchanged, front
//     matter mapped onto our schema, so our builds and the peers' build the same Markdown;
//   - N cars: the real cars cloned with new ids and varied prices (seeded, deterministic);
//   - N glossary terms across A-W.
// Usage: node scripts/bench/generate.mjs --posts N [--cars N] [--glossary N] [--peers DIR] [--out DIR]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

/** Command-line options of the benchmark scripts: --name value pairs and bare flags. */
export function options(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[key] = true;
    else {
      out[key] = Number.isNaN(Number(next)) ? next : Number(next);
      i++;
    }
  }
  return out;
}

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const categories = {
  engineering: 'EV News',
  design: 'Buying Guides',
  product: 'Comparisons',
  culture: 'Loans/Finance',
  tutorials: 'Maintenance',
};

/** Generates the data folder and returns its path. */
export function generate({ posts, cars = posts, glossary = Math.min(posts, 2000), peers = 'bench/peers', out }) {
  // cars <= 19 keeps just the real cars; glossary 0 keeps the real glossary.
  const root = resolve(out ?? `/tmp/evguide-bench/p${posts}-c${cars}-g${glossary}`);
  const dataDir = join(root, 'data');
  if (existsSync(join(root, '.complete'))) return dataDir;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });

  // The real site's settings, brands, lists, pages and images; its own posts and glossary are replaced.
  // (The real posts stay: the real pages link to them. The peers build N posts; we build N + 10.)
  cpSync('data', dataDir, { recursive: true, filter: (path) => !/data\/cars\//.test(path) });
  mkdirSync(join(dataDir, 'posts'), { recursive: true });
  mkdirSync(join(dataDir, 'cars'), { recursive: true });
  cpSync('data/images/posts/ev-vs-petrol-cost-comparison.svg', join(dataDir, 'images/posts/bench.svg'));

  // Posts: the peers' Markdown with our front matter.
  const generated = join(root, 'peer-posts');
  execFileSync(process.execPath, [join(peers, 'gen-posts.mjs'), String(posts), generated], { stdio: 'ignore' });
  for (const file of readdirSync(generated).sort()) {
    const text = readFileSync(join(generated, file), 'utf8');
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    const meta = parse(front);
    const firstSentence = body
      .trim()
      .split(/(?<=[.?])\s/)[0]
      .replace(/[*`[\]()]/g, '')
      .slice(0, 150);
    const frontMatter = {
      title: meta.title,
      description: firstSentence,
      excerpt: firstSentence,
      category: categories[meta.category],
      date: meta.date instanceof Date ? meta.date.toISOString().slice(0, 10) : String(meta.date),
      author: 'EV Guide Editorial Team',
      tags: meta.tags,
      image: 'images/posts/bench.svg',
      faqs: [
        { question: 'Is this a generated post?', answer: 'Yes: it exists to measure build speed.' },
        { question: 'Where do the words come from?', answer: 'From the peer benchmark harness, so every generator builds the same text.' },
      ],
    };
    writeFileSync(join(dataDir, 'posts', file), `---\n${stringify(frontMatter)}---\n${body}`);
  }

  // Cars: the real ones, then clones until there are N.
  const real = readdirSync('data/cars')
    .sort()
    .map((file) => parse(readFileSync(join('data/cars', file), 'utf8')));
  const random = mulberry32(20261121);
  for (let i = 0; i < Math.max(cars, real.length); i++) {
    const base = real[i % real.length];
    const copy = i < real.length ? base : { ...base, id: `${base.id}-s${i}`, name: `${base.name} S${i}`, featured: false };
    if (i >= real.length) {
      delete copy.aliases;
      delete copy.badge;
      // A clone keeps its model's dated facts (asOf, source), its "from" price (no max) and its variants, all
      // scaled by one factor so that the range still runs from the cheapest variant to the dearest.
      const factor = 0.8 + random() * 0.4;
      const scale = (lakh) => Math.round(lakh * factor * 100) / 100;
      const { min, max } = base.price;
      copy.price = { ...base.price, min: scale(min), ...(max === undefined ? {} : { max: scale(max) }) };
      if (base.variants) copy.variants = base.variants.map((variant) => ({ ...variant, lakh: scale(variant.lakh) }));
      copy.range = { ...base.range, claimedKm: Math.round(base.range.claimedKm * (0.8 + random() * 0.4)) };
    }
    writeFileSync(join(dataDir, 'cars', `${copy.id}.yaml`), stringify(copy));
  }

  // Glossary: N terms across A-W, each with a distinct phrase (0 keeps the real glossary).
  if (glossary > 0) writeGlossary(dataDir, glossary);
  writeFileSync(join(root, '.complete'), '');
  return dataDir;
}

function writeGlossary(dataDir, glossary) {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVW';
  const terms = Array.from({ length: glossary }, (_, i) => ({
    term: `${letters[i % letters.length]}term ${String(i).padStart(5, '0')}`,
    definition: `A generated definition, number ${i}, to measure build speed with a large glossary.`,
    updated: '2025-08-15',
  })).sort((a, b) => a.term.localeCompare(b.term));
  writeFileSync(join(dataDir, 'glossary.yaml'), stringify(terms));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = options(process.argv.slice(2), { posts: 1000 });
  console.log(generate(opts));
}
