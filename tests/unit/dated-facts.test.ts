import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { formatDiagnostic } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { fixtureSite } from './fixture.ts';

// Every price and incentive carries the date it was confirmed and its source; facts older than
// site.yaml's staleAfterDays (365 in the fixture) are warnings, fatal with --strict, and listed by `query stale`.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
const site = () => {
  const made = fixtureSite();
  cleanups.push(made.cleanup);
  return made;
};
/** The fixture's prices were confirmed on 2025-08-01 and its incentives on 2025-06-01. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** SOURCE_DATE_EPOCH of a day: the CLI's "today". */
const epoch = (iso: string) => String(day(iso).getTime() / 1000);

const evguide = (args: string[], cwd: string, today: string) => {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'bin/evguide.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, SOURCE_DATE_EPOCH: epoch(today) },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('stale facts', () => {
  it('are none while every fact is younger than staleAfterDays', () => {
    const { dataDir, root } = site();
    const raw = loadData({ dataDir, cwd: root });
    expect(validateData(raw, undefined, { today: day('2026-05-31') }).stale).toEqual([]);
    // Ten years on, every fact is stale: all of them, in the order the collections are loaded, then file order.
    expect(validateData(raw, undefined, { today: day('2035-01-01') }).stale.map(({ fact }) => fact.what)).toEqual([
      'count of public charging stations',
      'GST rates on cars',
      'registration fees',
      'central purchase subsidy for private cars',
      "CO2 of a kWh from India's grid",
      "India's transmission and distribution losses",
      'public DC charging price',
      'third-party insurance premiums',
      'own-damage insurance estimate',
      'TCS on cars above ₹10 lakh',
      'FASTag fee and deposit',
      'rate of HDFC Bank for MG Motor India buyers',
      'rate of ICICI Bank for MG Motor India buyers',
      'rate of Kotak Mahindra Prime for MG Motor India buyers',
      'rate of Tata Capital for Tata Motors buyers',
      'rate of State Bank of India for Tata Motors buyers',
      'rate of HDFC Bank for Tata Motors buyers',
      'price of the MG Comet EV',
      'price and mileage of the Maruti Suzuki Alto K10 VXi',
      'price of the Tata Nexon EV',
      'price and mileage of the Tata Nexon petrol',
      'price of the Tata Tiago EV',
      'price and mileage of the Tata Tiago petrol',
      'expected price of the Maruti Suzuki e Vitara',
      'expected price of the Toyota Urban Cruiser EV',
      'Maharashtra incentive policy',
      'Maharashtra electricity tariff',
      'Maharashtra petrol price',
      'Delhi incentive policy',
      'Delhi electricity tariff',
      'Delhi petrol price',
      'interest rate of State Bank of India (Green Car Loan)',
      'interest rate of HDFC Bank',
    ]);
  });

  it('are warnings at the asOf of each fact older than staleAfterDays, and the data stays valid', () => {
    const { dataDir, root } = site();
    const result = validateData(loadData({ dataDir, cwd: root }), undefined, { today: day('2026-06-15') });
    expect(result.site).toBeDefined();
    expect(result.warnings.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
      'data/incentives.yaml:6:3  warning: [0].asOf: the Maharashtra incentive policy was last confirmed on 2025-06-01, 379 days ago (the limit is 365, staleAfterDays in site.yaml)  [stale-fact]',
      'data/incentives.yaml:9:31  warning: [0].electricity.asOf: the Maharashtra electricity tariff was last confirmed on 2025-06-01, 379 days ago (the limit is 365, staleAfterDays in site.yaml)  [stale-fact]',
      'data/incentives.yaml:22:3  warning: [1].asOf: the Delhi incentive policy was last confirmed on 2025-06-01, 379 days ago (the limit is 365, staleAfterDays in site.yaml)  [stale-fact]',
      'data/incentives.yaml:25:29  warning: [1].electricity.asOf: the Delhi electricity tariff was last confirmed on 2025-06-01, 379 days ago (the limit is 365, staleAfterDays in site.yaml)  [stale-fact]',
      // And the two upcoming cars expected in February and January 2026.
      'data/upcoming.yaml:10:3  warning: [0].launch: the Maruti Suzuki e Vitara was expected in 2026-02, before this month (2026-06), so the site no longer lists it as upcoming  [launch-passed]',
      'data/upcoming.yaml:40:3  warning: [1].launch: the Toyota Urban Cruiser EV was expected in 2026-01, before this month (2026-06), so the site no longer lists it as upcoming  [launch-passed]',
    ]);
    expect(result.warnings[0]?.hint).toBe(
      'Check it against https://transport.maharashtra.gov.in, then update the figure and its asOf date.',
    );
  });

  it('let `evguide validate` pass with the warnings shown, and fail with --strict, naming file and line', () => {
    const { root } = site();
    const lenient = evguide(['validate'], root, '2026-11-22');
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain(
      'data/cars/tata-nexon-ev.yaml:11:34  warning: price.asOf: the price of the Tata Nexon EV was last confirmed on 2025-08-01, 478 days ago',
    );
    expect(lenient.stderr).toContain('30 warnings (--strict fails on them)');
    const strict = evguide(['validate', '--strict'], root, '2026-11-22');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('data/cars/tata-nexon-ev.yaml:11:34  warning: price.asOf:');
    expect(strict.stderr).toMatch(/30 warnings in 9 files\n$/);
  });

  it('are listed by `evguide query stale`, oldest first, as JSON for scripts', () => {
    const { root } = site();
    const { code, stdout } = evguide(['query', 'stale', '--format', 'json'], root, '2026-07-01');
    expect(code).toBe(0);
    // On 1 July 2026 the policies and tariffs (1 June 2025) are 395 days old; prices (1 August 2025) only 334.
    const row = (line: number, what: string, source: string) => ({
      file: 'data/incentives.yaml',
      line,
      what,
      asOf: '2025-06-01',
      daysOld: 395,
      source,
    });
    expect(JSON.parse(stdout)).toEqual([
      row(6, 'Maharashtra incentive policy', 'https://transport.maharashtra.gov.in'),
      row(9, 'Maharashtra electricity tariff', 'https://www.mahadiscom.in'),
      row(22, 'Delhi incentive policy', 'https://ev.delhi.gov.in'),
      row(25, 'Delhi electricity tariff', 'https://www.bsesdelhi.com'),
    ]);
  });

  it('fail `evguide build --strict` and leave the output alone', () => {
    const { root } = site();
    const { code, stderr } = evguide(['build', '--strict', '--out', 'dist'], root, '2026-11-22');
    expect(code).toBe(1);
    expect(stderr).toContain('[stale-fact]');
    expect(() => readFileSync(join(root, 'dist', 'index.html'))).toThrow();
  });
});

describe('a dated price on the car page', () => {
  it('says when it was verified and links its source by host name; a source that is not a web address is text', async () => {
    const { dataDir, root } = site();
    const file = join(dataDir, 'cars', 'tata-tiago-ev.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('source: https://ev.tatamotors.com }', 'source: "Autocar India, 2 August 2025" }'),
    );
    const tata = join(dataDir, 'brands', 'tata.yaml');
    writeFileSync(tata, readFileSync(tata, 'utf8').replace('asOf: 2025-08-01', 'asOf: 2025-09-15'));
    await build({ dataDir, outDir: join(root, 'dist'), cwd: root, cache: false, buildDate: day('2025-11-21') });
    const nexon = readFileSync(join(root, 'dist', 'cars', 'tata-nexon-ev.html'), 'utf8');
    expect(nexon).toContain(
      'Verified on <time dateTime="2025-08-01">1 August 2025</time> · <a href="https://ev.tatamotors.com" rel="external noopener">ev<wbr/>.tatamotors<wbr/>.com</a>',
    );
    const tiago = readFileSync(join(root, 'dist', 'cars', 'tata-tiago-ev.html'), 'utf8');
    expect(tiago).toContain('Verified on <time dateTime="2025-08-01">1 August 2025</time> · <span>Autocar India, 2 August 2025</span>');
    // A brand's finance partners checked together get one line under the table; checked apart, one a row.
    const verifiedLines = (html: string) => html.match(/Verified on <time/g)?.length ?? 0;
    expect(verifiedLines(readFileSync(join(root, 'dist', 'brands', 'mg.html'), 'utf8'))).toBe(1);
    expect(verifiedLines(readFileSync(join(root, 'dist', 'brands', 'tata.html'), 'utf8'))).toBe(3);
    const incentives = readFileSync(join(root, 'dist', 'ev-incentives.html'), 'utf8');
    expect(incentives).toContain(
      'Verified on <time dateTime="2025-06-01">1 June 2025</time> · <a href="https://ev.delhi.gov.in" rel="external noopener">ev<wbr/>.delhi<wbr/>.gov<wbr/>.in</a>',
    );
  });
});
