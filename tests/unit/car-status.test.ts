import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { EvguideError, formatDiagnostic } from '../../src/diagnostics/index.ts';
import { runEvguide } from './cli-run.ts';
import { fixtureSite } from './fixture.ts';

// A car no longer sold new keeps its page, says so and names its successor, and leaves everything that puts cars
// forward to buyers: the directory, the counts, the calculators' choices, recommendations and showcases.
const site = fixtureSite();
const buildDate = new Date('2026-11-21T00:00:00Z');
const edit = (file: string, from: string, to: string) => {
  const path = join(site.dataDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text, `${file} holds the text the test edits`).toContain(from);
  writeFileSync(path, text.replace(from, to));
};
afterAll(() => site.cleanup());

beforeAll(() => {
  edit(
    'cars/tata-tiago-ev.yaml',
    'price:',
    'status: { sale: discontinued, since: 2026-01, successor: tata-nexon-ev, asOf: 2026-01-15, source: https://example.org/tiago }\nprice:',
  );
});

describe('a discontinued car', () => {
  it('may not be recommended or showcased: each place is a located error', async () => {
    const error = (await build({ dataDir: site.dataDir, outDir: join(site.root, 'dist'), buildDate, cwd: site.root }).catch(
      (e: unknown) => e,
    )) as EvguideError;
    expect(error).toBeInstanceOf(EvguideError);
    expect(error.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
      'data/brands/tata.yaml:13:27  showcase[1]: car "tata-tiago-ev" has not been sold since 2026-01, so it cannot be showcased  [discontinued-car]',
      'data/recommendations.yaml:3:3  [0].car: car "tata-tiago-ev" has not been sold since 2026-01, so it cannot be recommended  [discontinued-car]',
    ]);
  });

  describe('once nothing puts it forward', () => {
    const out = join(site.root, 'dist');
    const read = (file: string) => readFileSync(join(out, file), 'utf8').replaceAll('<!-- -->', '');
    beforeAll(async () => {
      edit('brands/tata.yaml', 'showcase: [tata-nexon-ev, tata-tiago-ev]', 'showcase: [tata-nexon-ev]');
      edit('recommendations.yaml', 'car: tata-tiago-ev', 'car: tata-nexon-ev');
      await build({ dataDir: site.dataDir, outDir: out, buildDate, cwd: site.root });
    });

    it('keeps its page, with a badge, the month it stopped and a link to its successor', () => {
      const page = read('cars/tata-tiago-ev.html');
      expect(page).toContain('<span class="badge badge--warning">Discontinued</span>');
      expect(page).toContain('No longer sold new: discontinued in January 2026.');
      expect(page).toContain('Its successor is the <a href="/cars/tata-nexon-ev">Tata Nexon EV</a>.');
    });

    it('leaves the directory, listed under it instead; its index keeps it, marked, for "Include discontinued cars"', () => {
      const directory = read('cars.html');
      const props = /data-island-props[^>]*>(.*?)<\/script>/s.exec(directory)?.[1] ?? directory;
      expect(props).not.toContain('tata-tiago-ev');
      expect(directory).toContain('No longer on sale');
      expect(directory).toContain(
        '<a href="/cars/tata-tiago-ev">Tata Tiago EV</a>: discontinued in January 2026, replaced by the <a href="/cars/tata-nexon-ev">Tata Nexon EV</a>',
      );
      expect(props).toContain('"discontinuedCount":1');
      const index = JSON.parse(read('data/cars.json')) as { id: string; status?: { sale: string } }[];
      expect(index.map((car) => [car.id, car.status?.sale ?? 'on sale']).sort()).toEqual([
        ['mg-comet-ev', 'on sale'],
        ['tata-nexon-ev', 'on sale'],
        ['tata-tiago-ev', 'discontinued'],
      ]);
    });

    it("leaves the home page's count and the incentive estimator's choices", () => {
      const home = read('index.html');
      expect(home).toMatch(/<dt>EVs compared<\/dt><dd>2<\/dd>/);
      expect(read('ev-incentives.html')).not.toContain('value="tata-tiago-ev"');
    });

    it('is left out of evguide query cars unless asked for', () => {
      const ids = (args: string[]) =>
        runEvguide(['query', 'cars', '--data', site.dataDir, '--format', 'csv', ...args])
          .stdout.trim()
          .split('\n')
          .slice(1)
          .map((row) => row.split(',')[0])
          .sort();
      expect(ids([])).toEqual(['mg-comet-ev', 'tata-nexon-ev']);
      expect(ids(['--include-discontinued'])).toEqual(['mg-comet-ev', 'tata-nexon-ev', 'tata-tiago-ev']);
    });
  });
});
