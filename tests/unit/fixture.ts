import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { statesInForce } from '../../src/domain/index.ts';
import { bodyTypes, type Site } from '../../src/schema/index.ts';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/**
 * The frozen site the behaviour tests run on: a copy of the guide's data as it stood when they were written, so
 * that updating data/ (the site's normal work) never breaks them. Tests of data/ itself assert properties only.
 */
export const SITE_DATA = join(FIXTURES, 'site', 'data');

/** The build date the tests build the frozen site on (SOURCE_DATE_EPOCH 1763683200, as BUILD_DATE_ENV in cli-run.ts). */
export const FIXTURE_DATE = new Date('2025-11-21T00:00:00Z');

/** The frozen site's states with their road tax as in force on FIXTURE_DATE, as the pages read them. */
export const fixtureStates = (site: Pick<Site, 'incentives'>) => statesInForce(site.incentives, FIXTURE_DATE);

/**
 * A throwaway site folder holding a copy of the good fixture's data/, with a bad case laid over it: the case's
 * data/ files replace or add files, and its remove.txt lists files (relative to data/) to delete.
 */
export function fixtureSite(badCase?: string): { root: string; dataDir: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'evguide-fixture-'));
  const dataDir = join(root, 'data');
  cpSync(join(FIXTURES, 'good', 'data'), dataDir, { recursive: true });
  if (badCase) {
    const caseDir = join(FIXTURES, 'bad', badCase);
    if (existsSync(join(caseDir, 'data'))) cpSync(join(caseDir, 'data'), dataDir, { recursive: true });
    const removals = join(caseDir, 'remove.txt');
    if (existsSync(removals)) {
      for (const file of readFileSync(removals, 'utf8').split('\n').filter(Boolean)) rmSync(join(dataDir, file));
    }
  }
  return { root, dataDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every file of a folder with the SHA-256 of its bytes: two builds compared file by file. */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fg
      .sync('**/*', { cwd: dir, dot: true })
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      ]),
  );
}

/** The directory's choices for a site, as its route gives them to the island (every brand, body type, bucket and state). */
export const directoryOptionsOf = (site: Site) => ({
  brands: site.brands.map(({ slug, name }) => ({ slug, name })),
  bodyTypes: [...bodyTypes],
  priceBuckets: site.settings.filters.directoryPrice,
  rangeBuckets: site.settings.filters.directoryRange,
  states: site.incentives.map((item) => item.slug),
});
