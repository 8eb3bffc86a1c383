import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskCache, type Cache } from '../../src/cache.ts';
import { formatDiagnostic, type Diagnostic } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { fixtureSite } from './fixture.ts';

// `__proto__` and `constructor` name parts of every JavaScript object: as keys of data they would be read as
// those parts (a prototype, the Object function) instead of fields. Each is reported at its own place.

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A copy of the good fixture whose `file` has `lines` inserted after the line `after` (or at its end). */
function siteWith(file: string, after: string | undefined, lines: string) {
  const made = fixtureSite();
  cleanups.push(made.cleanup);
  const path = join(made.dataDir, file);
  const text = readFileSync(path, 'utf8');
  if (after === undefined) writeFileSync(path, `${text.replace(/\n?$/, '\n')}${lines}\n`);
  else {
    expect(text).toContain(`\n${after}\n`);
    writeFileSync(path, text.replace(`\n${after}\n`, `\n${after}\n${lines}\n`));
  }
  return made;
}

/** The problems `evguide validate` reports for a site folder. */
function problems(made: { dataDir: string; root: string }, cache?: Cache): readonly Diagnostic[] {
  return validateData(loadData({ dataDir: made.dataDir, cwd: made.root, ...(cache ? { cache } : {}) }), cache).diagnostics;
}

const firstLines = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]);

describe('a reserved key', () => {
  it.each([
    ['brands/mg.yaml', 'headquarters: Shanghai, China', '__proto__: { polluted: yes }', '10:1', '__proto__'],
    ['brands/mg.yaml', 'headquarters: Shanghai, China', 'constructor: hi', '10:1', 'constructor'],
    ['brands/mg.yaml', 'headquarters: Shanghai, China', String.raw`"\u005f_proto__": hi`, '10:1', '__proto__'],
    ['brands/mg.yaml', '  - name: HDFC Bank', '    __proto__: [a, b]', '16:5', 'loanPartners[0].__proto__'],
    ['brands/mg.yaml', '  - name: HDFC Bank', '    constructor: { prototype: { polluted: yes } }', '16:5', 'loanPartners[0].constructor'],
    ['cars/mg-comet-ev.yaml', 'bodyType: Micro', '__proto__: hi', '7:1', '__proto__'],
    ['cars/mg-comet-ev.yaml', 'bodyType: Micro', 'constructor: hi', '7:1', 'constructor'],
    ['posts/first-ev-guide.md', 'title: Your first electric car, step by step', '__proto__: [a, b]', '4:1', '__proto__'],
    ['posts/first-ev-guide.md', 'title: Your first electric car, step by step', '__proto__: hi', '4:1', '__proto__'],
    ['posts/first-ev-guide.md', '  - question: Do I need a home charger?', '    constructor: hi', '14:5', 'faqs[0].constructor'],
    ['glossary.yaml', '- term: Regenerative braking', '  __proto__: hi', '7:3', '[1].__proto__'],
  ])('in %s, after "%s": %s is reported at its key, %s', (file, after, lines, place, field) => {
    const key = field.endsWith('__proto__') ? '__proto__' : 'constructor';
    const found = problems(siteWith(file, after, lines));
    expect(firstLines(found)).toEqual([
      `data/${file}:${place}  ${field}: "${key}" cannot be a key: it is reserved in JavaScript  [reserved-key]`,
    ]);
    expect(found[0]?.hint).toMatch(/rename/i);
  });

  it('pollutes no prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype);
    problems(
      siteWith(
        'brands/mg.yaml',
        'headquarters: Shanghai, China',
        '__proto__: { polluted: yes }\nconstructor: { prototype: { polluted: yes } }',
      ),
    );
    problems(siteWith('posts/first-ev-guide.md', 'title: Your first electric car, step by step', '__proto__: { polluted: yes }'));
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves the other problems of its file as they were, and is reported again while it stays (the file is never cached as valid)', () => {
    const other = siteWith('brands/mg.yaml', 'headquarters: Shanghai, China', 'colur: "#000000"\nestablished_: 1924');
    const both = siteWith('brands/mg.yaml', 'headquarters: Shanghai, China', 'colur: "#000000"\nestablished_: 1924\nconstructor: hi');
    const reserved = 'data/brands/mg.yaml:12:1  constructor: "constructor" cannot be a key: it is reserved in JavaScript  [reserved-key]';
    expect(firstLines(problems(both))).toEqual([...firstLines(problems(other)), reserved]);

    const cacheDir = mkdtempSync(join(tmpdir(), 'evguide-reserved-'));
    cleanups.push(() => rmSync(cacheDir, { recursive: true, force: true }));
    const alone = siteWith('brands/mg.yaml', undefined, 'constructor: hi');
    for (let run = 0; run < 2; run++) {
      const cache = diskCache(cacheDir);
      expect(problems(alone, cache).map((d) => d.code)).toEqual(['reserved-key']);
      cache.save();
    }
  });
});

describe('keys that are only inherited names', () => {
  it('are unknown fields of a car, not fields it works out', () => {
    expect(firstLines(problems(siteWith('cars/mg-comet-ev.yaml', 'bodyType: Micro', 'toString: hi')))).toEqual([
      'data/cars/mg-comet-ev.yaml:7:1  toString: unknown field "toString"  [unknown-field]',
    ]);
  });
});
