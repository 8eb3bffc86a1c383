import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../build.ts';
import { type Diagnostic, EvguideError } from '../diagnostics/index.ts';
import type { Example } from '../diagnostics/examples.ts';
import { loadData } from '../load/index.ts';
import { packageRoot } from '../paths.ts';
import { validateData } from '../validate/index.ts';

/** The fixtures the examples start from: the good data folder, and the bad cases laid over it. */
export const FIXTURES = join(packageRoot, 'tests', 'fixtures');

/** The tests' build date (SOURCE_DATE_EPOCH in tests/unit/cli-run.ts), on which no fact of the good data is stale. */
const FIXTURE_DAY = '2025-11-21';

/** A throwaway site folder: `root/data/` holds the good fixture with an example's bad case, edits and made files. */
export function siteFolder(example: Pick<Example, 'fixture' | 'edits' | 'make'> = {}): { root: string; dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'evguide-example-'));
  const dataDir = join(root, 'data');
  cpSync(join(FIXTURES, 'good', 'data'), dataDir, { recursive: true });
  if (example.fixture) {
    const caseDir = join(FIXTURES, 'bad', example.fixture);
    if (existsSync(join(caseDir, 'data'))) cpSync(join(caseDir, 'data'), dataDir, { recursive: true });
    const removals = join(caseDir, 'remove.txt');
    if (existsSync(removals)) for (const file of readFileSync(removals, 'utf8').split('\n').filter(Boolean)) rmSync(join(dataDir, file));
  }
  for (const { file, find, text } of example.edits ?? []) {
    const before = readFileSync(join(dataDir, file), 'utf8');
    if (!before.includes(find)) throw new Error(`example edit: ${file} has no "${find}"`);
    writeFileSync(join(dataDir, file), before.replace(find, text));
  }
  const made = example.make;
  if (made?.kind === 'symlink') symlinkSync(made.target, join(dataDir, made.path));
  else if (made?.kind === 'folder') mkdirSync(join(dataDir, made.path), { recursive: true });
  else if (made?.kind === 'large') {
    const line = `# ${'padding that makes a file far larger than any real data file '.repeat(4)}\n`;
    appendFileSync(join(dataDir, made.path), line.repeat(Math.ceil((11 * 1024 * 1024) / line.length)));
  } else if (made?.kind === 'lock') writeFileSync(join(root, '.dist.lock'), '1');
  return { root, dataDir };
}

/**
 * The problems of a data folder as a run reports them: validation's, or, when the data is valid, the build's (its
 * link check, or a lock). `today` judges the dated facts; their warnings count only when nothing else is wrong.
 */
export async function problemsIn(root: string, today: Date): Promise<readonly Diagnostic[]> {
  const dataDir = join(root, 'data');
  const validation = validateData(loadData({ dataDir, cwd: root }), undefined, { today });
  if (validation.diagnostics.length > 0) return validation.diagnostics;
  if (validation.warningCount > 0) return validation.warnings;
  try {
    await build({ dataDir, outDir: join(root, 'dist'), cwd: root, cache: false, buildDate: today });
    return [];
  } catch (error) {
    if (error instanceof EvguideError) return error.diagnostics;
    throw error;
  }
}

/** Every problem an example's data folder produces, with the folder's files for showing; `dispose` deletes it. */
export async function runExample(example: Example): Promise<{ diagnostics: readonly Diagnostic[]; root: string; dispose: () => void }> {
  const { root } = siteFolder(example);
  const dispose = () => rmSync(root, { recursive: true, force: true });
  try {
    const diagnostics = await problemsIn(root, new Date(`${example.today ?? FIXTURE_DAY}T00:00:00Z`));
    return { diagnostics, root, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
