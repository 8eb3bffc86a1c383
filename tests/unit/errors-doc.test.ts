import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/diagnostics/catalogue.ts';
import { type Code, examples } from '../../src/diagnostics/examples.ts';
import { errorsDoc, exampleProblem, REGENERATE } from '../../src/docs/errors-doc.ts';
import { FIXTURES } from '../../src/docs/run-example.ts';

// docs/errors.md is generated from the catalogue and its examples (src/diagnostics/examples.ts), each run for the
// report it shows: these tests keep the examples true and the committed page current.

const codes = Object.values(catalogue).map((entry) => entry.code as Code);

describe('the examples of the error reference', () => {
  it('cover every code of the catalogue, and only those', () => {
    expect(Object.keys(examples).sort()).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reuse bad fixtures that exist', () => {
    for (const [code, { fixture }] of Object.entries(examples)) {
      if (fixture) expect(existsSync(join(FIXTURES, 'bad', fixture)), code).toBe(true);
    }
  });

  it.each(codes)('%s: its example really produces it, with a hint', async (code) => {
    const { problem, dispose } = await exampleProblem(code);
    dispose();
    expect(problem.code).toBe(code);
    expect(problem.hint).toMatch(/\S/);
  });
});

describe('docs/errors.md', () => {
  it(`is committed as generated (run \`${REGENERATE}\` after changing the catalogue, its examples or a message)`, async () => {
    const committed = readFileSync('docs/errors.md', 'utf8');
    expect(committed, `docs/errors.md is out of date: run \`${REGENERATE}\``).toBe(await errorsDoc());
  }, 120_000);

  it('has a section, under a heading that is its anchor, for every code', () => {
    const committed = readFileSync('docs/errors.md', 'utf8');
    for (const code of codes) expect(committed).toContain(`\n## ${code}\n`);
  });
});
