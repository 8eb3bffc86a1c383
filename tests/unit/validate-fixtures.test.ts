import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { FIXTURES, fixtureSite } from './fixture.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function validate(badCase?: string) {
  const site = fixtureSite(badCase);
  cleanups.push(site.cleanup);
  return validateData(loadData({ dataDir: site.dataDir, cwd: site.root }));
}

describe('validateData on the good fixture', () => {
  it('accepts it and returns the typed site, cars sorted by id', () => {
    const result = validate();
    expect(result.diagnostics).toEqual([]);
    expect(result.site?.cars.map((car) => car.id)).toEqual(['mg-comet-ev', 'tata-nexon-ev', 'tata-tiago-ev']);
    expect(result.site?.brands.map((brand) => brand.slug)).toEqual(['mg', 'tata']);
  });

  it('freezes the site so no later stage can change the data', () => {
    const { site } = validate();
    expect(Object.isFrozen(site?.cars[0]?.price)).toBe(true);
  });
});

// Each folder of tests/fixtures/bad/ is laid over the good fixture; expected.txt holds the first line of every
// diagnostic, in the order reported: file:line:column, field, message and code.
describe('validateData on bad fixtures', () => {
  const cases = readdirSync(join(FIXTURES, 'bad')).sort();
  it.each(cases)('reports exactly the expected problems for %s', (badCase) => {
    const expected = readFileSync(join(FIXTURES, 'bad', badCase, 'expected.txt'), 'utf8').trim().split('\n');
    const result = validate(badCase);
    expect(result.site).toBeUndefined();
    expect(result.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual(expected);
  });

  it('reports the line of a top-level price that is not a mapping, in every broken car of the run', () => {
    const { diagnostics } = validate('price-wrong-type');
    expect(diagnostics.map((d) => [d.loc?.file, d.loc?.line, d.field, d.code])).toEqual([
      ['data/cars/tata-nexon-ev.yaml', 11, 'price', 'wrong-type'],
      ['data/cars/tata-tiago-ev.yaml', 9, 'price', 'wrong-type'],
    ]);
  });

  it('shows a code frame with a caret under the problem and a hint', () => {
    const [first] = validate('nested-and-enum').diagnostics.filter((d) => d.field === 'battery.capacityKwh');
    expect(first?.frame).toBe(['  18 | battery:', '> 19 |   capacityKwh: "45 kWh"', '     |   ^'].join('\n'));
    expect(first?.hint).toBe('Write a number here.');
  });

  it('suggests the canonical id when a reference uses an alias', () => {
    const [problem] = validate('recommendation-alias').diagnostics;
    expect(problem?.message).toContain('did you mean "tata-tiago-ev"?');
  });
});
