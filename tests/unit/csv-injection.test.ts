import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type QueryCollection, runQuery } from '../../cli/query/collection.ts';
import { queryCollections } from '../../cli/query/collections.ts';
import { renderRows } from '../../src/query/render.ts';
import { fixtureSite } from './fixture.ts';

// `evguide query --format csv` is opened in spreadsheets: a text cell that starts like a formula must stay text
// (OWASP, "CSV Injection"), while numbers, negative ones included, stay numbers.

const made = fixtureSite();
const cacheDir = mkdtempSync(join(tmpdir(), 'evguide-csv-'));
afterAll(() => {
  made.cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

const brands = queryCollections.find((collection) => collection.name === 'brands') as QueryCollection;

/** `evguide query brands ARGS --format csv` on the fixture copy, as the CLI's action runs it. */
async function brandsCsv(fields?: string): Promise<string> {
  const { output } = await runQuery(brands, { data: made.dataDir, cacheDir, format: 'csv', ...(fields ? { fields } : {}) });
  return output;
}

describe('CSV cells that a spreadsheet would run as a formula', () => {
  it('are prefixed with a quote and still quoted as RFC 4180 says; numbers, negative ones too, and other text are not', () => {
    const rows = [
      { id: 'equals', text: '=HYPERLINK("http://x","y")' },
      { id: 'plus', text: '+1+1' },
      { id: 'minus', text: "-2+3+cmd|' /C calc'!A0" },
      { id: 'at', text: '@SUM(A1:A2)' },
      { id: 'tab', text: '\t=1+1' },
      { id: 'return', text: '\r=1+1' },
      { id: 'list', text: ['-1', 'two'] },
      { id: 'number', text: -5 },
      { id: 'decimal', text: -0.5 },
      { id: 'plain', text: 'Mumbai, Maharashtra' },
      { id: 'quoted', text: 'say "hi" - twice' },
      { id: 'joined', text: ['suv', 'lfp'] },
    ];
    expect(renderRows(rows, 'csv', ['id', 'text'])).toBe(
      [
        'id,text',
        `equals,"'=HYPERLINK(""http://x"",""y"")"`,
        "plus,'+1+1",
        "minus,'-2+3+cmd|' /C calc'!A0",
        "at,'@SUM(A1:A2)",
        "tab,'\t=1+1",
        `return,"'\r=1+1"`,
        "list,'-1; two",
        'number,-5',
        'decimal,-0.5',
        'plain,"Mumbai, Maharashtra"',
        'quoted,"say ""hi"" - twice"',
        'joined,suv; lfp',
        '',
      ].join('\n'),
    );
  });

  it('come out of `evguide query brands --format csv` as text, in its own layout and with --fields', async () => {
    const brand = join(made.dataDir, 'brands', 'mg.yaml');
    writeFileSync(
      brand,
      readFileSync(brand, 'utf8').replace('headquarters: Shanghai, China', `headquarters: '=HYPERLINK("http://x","y")'`),
    );
    const own = (await brandsCsv()).split('\n');
    expect(own[0]).toBe('slug,name,established,headquarters,cars,website');
    expect(own[1]).toBe(`mg,MG Motor India,1924,"'=HYPERLINK(""http://x"",""y"")",1,https://www.mgmotor.co.in`);
    expect(own[2]).toBe('tata,Tata Motors,1945,"Mumbai, Maharashtra",2,https://ev.tatamotors.com');
    expect(await brandsCsv('slug,headquarters')).toBe(
      `slug,headquarters\nmg,"'=HYPERLINK(""http://x"",""y"")"\ntata,"Mumbai, Maharashtra"\n`,
    );
  });
});
