import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the benchmark scripts, without types.
import { generate } from '../../scripts/bench/generate.mjs';
import { runEvguide } from './cli-run.ts';

// The benchmark's scale figures are only worth something while its generated data is valid: when the schema asks
// for more (a dated price, say), this fails until scripts/bench/generate.mjs writes it.
const work = mkdtempSync(join(tmpdir(), 'evguide-bench-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the benchmark data generator', () => {
  it('writes a data folder that validates: cloned cars, generated posts and a generated glossary', () => {
    const dataDir: string = generate({ posts: 12, cars: 45, glossary: 40, out: work });
    expect(readdirSync(join(dataDir, 'cars'))).toHaveLength(45);
    expect(readdirSync(join(dataDir, 'posts')).length).toBeGreaterThanOrEqual(12);
    const { code, stdout, stderr } = runEvguide(['validate', '--data', dataDir]);
    expect(code, stderr).toBe(0);
    expect(stdout + stderr).toContain('45 cars');
  }, 60_000);
});
