import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cache } from '../../src/cache.ts';
import { catalogue } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { fixtureSite } from './fixture.ts';

// Property: whatever a hurried edit does to a valid data file, loading and validating never throws and never
// hangs, and either accepts the data or reports every problem at a place in a real file, with a code from the
// catalogue and a hint. fast-check picks the edits and, when one fails, shrinks it to the smallest that still
// fails and prints the seed to replay it. FUZZ_RUNS and FUZZ_SEED run more, or other, edits.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20251121);
/** Far above the few milliseconds a run takes: a run this slow is a hang in the making (a quadratic path, say). */
const SLOW_MS = 2000;

const site = fixtureSite();
afterAll(site.cleanup);

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
const files = listFiles(site.dataDir)
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => ({ file, name: relative(site.dataDir, file), text: readFileSync(file, 'utf8') }));

/** Values a maintainer might type, or paste, where a value goes. */
const values = [
  '',
  '~',
  'null',
  '0',
  '-1',
  '1e309',
  '.nan',
  '4.5.1',
  '12 lakh',
  '"12"',
  'true',
  'yes',
  'no',
  '2025-02-30',
  '2025-13-01',
  'Tata Nexon',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '[]',
  '{}',
  '[a, b',
  '{ min: 1',
  '"unclosed',
  "'unclosed",
  '&anchor x',
  '*nowhere',
  '!!binary aGVsbG8=',
  '!custom x',
  '|',
  '>-',
  '- item',
  'a: b: c',
  '@at',
  '`tick',
  '%YAML 1.2',
  'x'.repeat(5000),
  'é😀\u200b',
  '\u0000',
  '\uFEFF',
  '\t',
  '#',
];
/** Characters and tokens that mean something to YAML or Markdown, inserted anywhere. */
const tokens = [
  ':',
  ': ',
  '- ',
  '-',
  '[',
  ']',
  '{',
  '}',
  ',',
  '"',
  "'",
  '#',
  '&a ',
  '*a',
  '!!str ',
  '---\n',
  '...\n',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '|',
  '>',
  '?',
  '%',
  '@',
  '`',
  '\\',
  ' ',
  '  ',
  '\u0000',
  '\uFEFF',
  '\u2028',
  'é',
  '😀',
  '](',
  '[x](/cars/nope)',
  '<!--',
  '```',
];

type Edit =
  | { kind: 'delete-line' | 'duplicate-line' | 'dedent' | 'indent' | 'tab-indent' | 'replace-value'; line: number; pick: number }
  | { kind: 'swap-lines'; line: number; other: number }
  | { kind: 'insert'; at: number; pick: number }
  | { kind: 'cut'; at: number; length: number }
  | { kind: 'truncate'; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('delete-line', 'duplicate-line', 'dedent', 'indent', 'tab-indent', 'replace-value'),
    line: fc.nat(),
    pick: fc.nat(),
  }) as fc.Arbitrary<Edit>,
  fc.record({ kind: fc.constant('swap-lines' as const), line: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

/** Applies one edit; positions are taken modulo the text's size, so any number lands somewhere. */
function apply(text: string, e: Edit): string {
  const lines = text.split('\n');
  const at = (n: number) => n % Math.max(1, lines.length);
  switch (e.kind) {
    case 'delete-line':
      lines.splice(at(e.line), 1);
      break;
    case 'duplicate-line':
      lines.splice(at(e.line), 0, lines[at(e.line)] ?? '');
      break;
    case 'swap-lines': {
      const [a, b] = [at(e.line), at(e.other)];
      [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
      break;
    }
    case 'indent':
      lines[at(e.line)] = ' '.repeat(1 + (e.pick % 3)) + lines[at(e.line)];
      break;
    case 'tab-indent':
      lines[at(e.line)] = `\t${lines[at(e.line)]}`;
      break;
    case 'dedent':
      lines[at(e.line)] = (lines[at(e.line)] ?? '').replace(/^ {1,2}/, '');
      break;
    case 'replace-value':
      lines[at(e.line)] = (lines[at(e.line)] ?? '').replace(
        /(:\s|^\s*-\s)(.*)$/,
        (_, before: string) => before + values[e.pick % values.length],
      );
      break;
    case 'insert': {
      const offset = e.at % (text.length + 1);
      return text.slice(0, offset) + tokens[e.pick % tokens.length] + text.slice(offset);
    }
    case 'cut': {
      const offset = e.at % (text.length + 1);
      return text.slice(0, offset) + text.slice(offset + e.length);
    }
    case 'truncate':
      return text.slice(0, e.at % (text.length + 1));
  }
  return lines.join('\n');
}

/** An in-memory cache: files the edit left alone are read from it, as in a real rebuild, so runs stay fast. */
function memoryCache(): Cache {
  const store = new Map<string, unknown>();
  return {
    get: <T>(namespace: string, key: string) => store.get(`${namespace}/${key}`) as T | undefined,
    set: (namespace, key, value) => void store.set(`${namespace}/${key}`, value),
    keep: () => {},
    save: () => {},
  };
}

const codes = new Set(Object.values(catalogue).map((entry) => entry.code));

describe('loading and validating edited data (fuzz)', () => {
  it(`never throws or hangs, and reports every problem at a place in a real file (${RUNS} edits)`, () => {
    const cache = memoryCache();
    let rejected = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 4 }), (which, edits) => {
        const target = files[which % files.length]!;
        const text = edits.reduce(apply, target.text);
        writeFileSync(target.file, text);
        try {
          const start = performance.now();
          const result = validateData(loadData({ dataDir: site.dataDir, cwd: site.root, cache }), cache);
          expect(performance.now() - start).toBeLessThan(SLOW_MS);
          if (result.site) return;
          rejected++;
          expect(result.diagnostics.length).toBeGreaterThan(0);
          for (const d of result.diagnostics) {
            expect(codes).toContain(d.code);
            expect(d.message.length).toBeGreaterThan(0);
            expect(d.hint.length).toBeGreaterThan(0);
            expect(d.loc?.file).toMatch(/^data\//);
            const lines = readFileSync(join(site.root, d.loc!.file), 'utf8').split('\n').length;
            expect(d.loc!.line).toBeGreaterThanOrEqual(1);
            expect(d.loc!.line).toBeLessThanOrEqual(lines);
            expect(d.loc!.column).toBeGreaterThanOrEqual(1);
          }
        } finally {
          writeFileSync(target.file, target.text);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The edits must mostly break the data, or the property says little.
    expect(rejected).toBeGreaterThan(RUNS / 4);
  }, 600_000);
});
