import type { catalogue } from './catalogue.ts';

/**
 * A small bad data folder for every code of the catalogue: docs/errors.md shows each with the report it really
 * produces (src/docs/errors-doc.ts runs them), and a test checks that each still produces its code. Most reuse a
 * bad fixture of the tests; the rest change the good fixture (tests/fixtures/good/data/) a little.
 */
export interface Example {
  /** A bad fixture laid over the good one: tests/fixtures/bad/<fixture>/ (see tests/unit/fixture.ts). */
  fixture?: string;
  /** Text changes to the good fixture's files (paths relative to data/): `find` replaced by `text`. */
  edits?: readonly { file: string; find: string; text: string }[];
  /** What a text edit cannot make: a symbolic link, a folder, a very large file, or a lock held by a running build. */
  make?:
    | { kind: 'symlink'; path: string; target: string }
    | { kind: 'folder'; path: string }
    | { kind: 'large'; path: string }
    | { kind: 'lock' };
  /** The day dated facts are judged by, YYYY-MM-DD; by default the tests' build date, on which none is stale. */
  today?: string;
  /** The example in words, for a file a snippet cannot show (bytes, links, sizes); otherwise the file is shown. */
  setup?: string;
}

/** Every code the catalogue defines. */
export type Code = (typeof catalogue)[keyof typeof catalogue]['code'];

const discontinued =
  'seating: 4\nfeatured: true\nstatus: { sale: discontinued, since: 2025-06, asOf: 2025-08-01, source: https://www.mgmotor.co.in }';

/** One example per code; the type makes a new code without an example a compile error. */
export const examples: Record<Code, Example> = {
  'read-failed': { make: { kind: 'folder', path: 'cars/kia-ev6.yaml' }, setup: '`data/cars/kia-ev6.yaml` is a folder, not a file.' },
  'missing-file': { fixture: 'missing-site', setup: '`data/site.yaml` does not exist.' },
  'empty-file': { fixture: 'empty-file', setup: '`data/cars/tata-tiago-ev.yaml` is empty.' },
  'no-front-matter': { fixture: 'post-without-front-matter' },
  'front-matter-unclosed': { fixture: 'front-matter-unclosed' },
  'empty-body': { fixture: 'post-empty-body' },
  'yaml-syntax': { fixture: 'yaml-unclosed-quote' },
  'duplicate-key': { fixture: 'duplicate-key' },
  'reserved-key': { edits: [{ file: 'cars/mg-comet-ev.yaml', find: 'brand: mg', text: 'brand: mg\nconstructor: SAIC Motor' }] },
  'wrong-type': { fixture: 'price-wrong-type' },
  'missing-field': { fixture: 'missing-and-unknown-fields' },
  'unknown-field': { fixture: 'misspelt-key' },
  'computed-field': { fixture: 'rating-written' },
  'invalid-value': { fixture: 'nested-and-enum' },
  'out-of-range': { fixture: 'negative-price' },
  'invalid-format': { fixture: 'date-as-text' },
  'id-mismatch': { fixture: 'id-mismatch' },
  'file-name-not-slug': { fixture: 'file-name-not-slug' },
  'reserved-id': { fixture: 'reserved-id' },
  'duplicate-id': { fixture: 'duplicate-id-yml-and-yaml' },
  'unknown-reference': { fixture: 'unknown-brand' },
  'also-on-sale-is-a-car': { fixture: 'also-on-sale-references' },
  'wrong-brand': { fixture: 'showcase-references' },
  'discontinued-car': { edits: [{ file: 'cars/mg-comet-ev.yaml', find: 'seating: 4', text: discontinued }] },
  'missing-image': { fixture: 'missing-image' },
  'charge-window': { fixture: 'charge-window' },
  'range-reversed': { fixture: 'price-reversed' },
  'slider-bounds': { fixture: 'calculator-and-buckets' },
  'bucket-gap': { fixture: 'calculator-and-buckets' },
  'tariff-slabs': {
    edits: [
      {
        file: 'incentives.yaml',
        find: 'electricity: { perKwh: 9.5,',
        text: 'electricity: { perKwh: 9.5, slabs: [{ upToUnits: 100, perKwh: 5.74 }, { upToUnits: 300, perKwh: 12.57 }],',
      },
    ],
  },
  'broken-link': { fixture: 'markdown-broken-link' },
  'broken-anchor': { fixture: 'markdown-broken-anchor' },
  'unknown-directive': { fixture: 'directive-problems' },
  'directive-attribute': { fixture: 'directive-problems' },
  'directive-value': { fixture: 'directive-problems' },
  'directive-undated': { fixture: 'directive-problems' },
  'not-utf8': { fixture: 'non-utf8-bytes', setup: 'A car file saved in Latin-1: the byte 0xE9 (é) is not UTF-8.' },
  'symlink-loop': {
    make: { kind: 'symlink', path: 'cars/kia-ev6.yaml', target: 'kia-ev6.yaml' },
    setup: '`data/cars/kia-ev6.yaml` is a symbolic link to itself (`ln -s kia-ev6.yaml data/cars/kia-ev6.yaml`).',
  },
  'broken-symlink': {
    make: { kind: 'symlink', path: 'cars/kia-ev6.yaml', target: '../../elsewhere/kia-ev6.yaml' },
    setup: '`data/cars/kia-ev6.yaml` is a symbolic link to `../../elsewhere/kia-ev6.yaml`, which does not exist.',
  },
  'outside-data-folder': {
    make: { kind: 'symlink', path: 'images/passwd.svg', target: '/etc/passwd' },
    setup: '`data/images/passwd.svg` is a symbolic link to `/etc/passwd` (`ln -s /etc/passwd data/images/passwd.svg`).',
  },
  'image-refused': {
    make: { kind: 'symlink', path: 'images/cars/notes.html', target: '../../site.yaml' },
    setup: '`data/images/cars/notes.html`, a page among the images (here a link to `data/site.yaml`).',
  },
  'markdown-too-complex': {
    edits: [{ file: 'posts/first-ev-guide.md', find: '\n## ', text: `\n${'- '.repeat(20)}x\n\n## ` }],
  },
  'control-character': {
    fixture: 'control-character',
    setup: 'A car file with a NUL character (U+0000), as pasting from a PDF can leave, before `name:`.',
  },
  'file-too-large': {
    make: { kind: 'large', path: 'cars/mg-comet-ev.yaml' },
    setup: '`data/cars/mg-comet-ev.yaml` with 11 MB of comment lines appended.',
  },
  'stale-fact': { today: '2027-01-01', setup: 'The good data, validated on 2027-01-01: its prices were confirmed in 2025.' },
  untranslated: {
    edits: [{ file: 'site.yaml', find: 'locale: en-IN', text: 'locale: en-IN\nlanguages: [en, hi]' }],
    setup: 'The good data built in Hindi too (`languages: [en, hi]` in site.yaml), before any text has its Hindi.',
  },
  'launch-passed': { today: '2026-06-01', setup: 'The good data on 2026-06-01: an upcoming car was expected in February 2026.' },
  'stale-quote': {
    today: '2027-01-01',
    edits: [
      {
        file: 'posts/first-ev-guide.md',
        find: 'See [the Tata Nexon EV]',
        text: 'The Nexon EV costs :price{car=tata-nexon-ev}. See [the Tata Nexon EV]',
      },
    ],
  },
  'price-moved': {
    edits: [
      {
        file: 'brands/mg.yaml',
        find: '      - Return to invoice',
        text: '      - Return to invoice\npriceChanges:\n  - { on: 2025-10-01, percent: 2, basis: up to, asOf: 2025-09-20, source: https://www.mgmotor.co.in }',
      },
    ],
  },
  'dc-without-port': { fixture: 'dc-without-port' },
  'real-world-above-claimed': { fixture: 'real-world-above-claimed' },
  'variant-price-order': { fixture: 'variant-prices' },
  'variant-price-range': { fixture: 'variant-prices' },
  'variant-battery': { fixture: 'variant-prices' },
  'variant-range': { fixture: 'variant-prices' },
  'incentive-above-cap': { fixture: 'incentive-above-cap' },
  'output-locked': {
    make: { kind: 'lock' },
    setup: '`evguide build` while another build (here process 1) holds `.dist.lock` beside `dist/`.',
  },
  'external-image': {
    edits: [{ file: 'posts/first-ev-guide.md', find: '\n## ', text: '\n![A charger](https://tracker.example/charger.png)\n\n## ' }],
  },
  'missing-asset': {
    edits: [{ file: 'posts/first-ev-guide.md', find: '\n## ', text: '\n![A chart](/images/posts/no-such-chart.svg)\n\n## ' }],
  },
};
