import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type QueryCollection, runQuery } from '../../cli/query/collection.ts';
import { queryCollections } from '../../cli/query/collections.ts';
import { codeFrame, formatGithub, formatJson, formatReport } from '../../src/diagnostics/index.ts';
import { loadData } from '../../src/load/index.ts';
import { validateData } from '../../src/validate/index.ts';
import { fixtureSite } from './fixture.ts';

// Data can carry control characters through YAML's escapes ("\x1b", "\u009b"). Printed raw on a terminal they set
// its title, clear its screen or worse; every text output meant for one shows them as visible escapes instead.

/** The raw control characters of a text: C0 but the line feed, DEL, and C1 (the 8-bit CSI U+009B among them). */
const rawControls = (text: string) =>
  [...text].filter((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\n') || (code >= 0x7f && code <= 0x9f);
  });

const cleanups: (() => void)[] = [];
const cacheDir = mkdtempSync(join(tmpdir(), 'evguide-controls-'));
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A copy of the good fixture with `find` replaced by `text` in one of its files. */
function siteWith(file: string, find: string, text: string) {
  const made = fixtureSite();
  cleanups.push(made.cleanup);
  const path = join(made.dataDir, file);
  const before = readFileSync(path, 'utf8');
  expect(before).toContain(find);
  writeFileSync(path, before.replace(find, text));
  return made;
}

/** What `evguide query COLLECTION` prints on stdout, as the CLI's action runs it. */
async function query(collection: string, data: string, options: { format?: 'table' | 'json'; fields?: string } = {}) {
  const declared = queryCollections.find((item) => item.name === collection) as QueryCollection;
  const { output } = await runQuery(declared, { data, cacheDir, format: options.format ?? 'table', ...options });
  return output;
}

describe('evguide query tables', () => {
  // A brand name written with escapes: set the window title (OSC ... BEL), clear the screen (CSI 2J), and the
  // same with the 8-bit CSI.
  const site = siteWith('brands/mg.yaml', 'name: MG Motor India', String.raw`name: "MG\x1b]0;pwned\x07\x1b[2J Motor\u009b2J"`);

  it('show control characters as escapes, in their own layout and with --fields, aligned', async () => {
    for (const output of [await query('brands', site.dataDir), await query('brands', site.dataDir, { fields: 'slug,name' })]) {
      expect(rawControls(output)).toEqual([]);
      expect(output).toContain(String.raw`MG\x1b]0;pwned\x07\x1b[2J Motor\u009b2J`);
    }
    // Padded to the width the escapes take, so the next column stays aligned.
    const [header, mg, tata] = (await query('brands', site.dataDir, { fields: 'name,slug' })).split('\n');
    expect(mg!.indexOf('  mg') + 2).toBe(header!.indexOf('slug'));
    expect(tata!.indexOf('tata')).toBe(header!.indexOf('slug'));
  });

  it('leave JSON as it was: the value itself, escaped by JSON', async () => {
    const output = await query('brands', site.dataDir, { format: 'json', fields: 'name' });
    expect(output).toContain(String.raw`"name": "MG\u001b]0;pwned\u0007\u001b[2J Motor`);
    expect((JSON.parse(output) as { name: string }[])[0]!.name).toBe('MG\u001b]0;pwned\u0007\u001b[2J Motor\u009b2J');
  });
});

describe('evguide validate', () => {
  // An unknown key written with escapes, and a body type holding ESC (escaped) and a raw 8-bit CSI (in the file).
  const site = siteWith('cars/mg-comet-ev.yaml', 'bodyType: Micro', `bodyType: "Micro\u009b2J\\x1b[2J"\n"\\x1b]0;pwned\\x07": 1`);
  const { diagnostics } = validateData(loadData({ dataDir: site.dataDir, cwd: site.root }));

  it('shows control characters in the text report as escapes: the field, the message, the value found, the code frame', () => {
    const report = formatReport(diagnostics);
    expect(rawControls(report)).toEqual([]);
    expect(report).toContain(String.raw`\x1b]0;pwned\x07: unknown field "\x1b]0;pwned\x07"`);
    expect(report).toContain(String.raw`found the text "Micro\u009b2J\u001b[2J"`);
    expect(report).toContain(String.raw`> 6 | bodyType: "Micro\u009b2J\x1b[2J"`);
  });

  it('shows them as escapes in GitHub annotations too', () => {
    const annotations = formatGithub(diagnostics);
    expect(rawControls(annotations)).toEqual([]);
    expect(annotations).toContain(String.raw`unknown field "\x1b]0;pwned\x07"`);
  });

  it('leaves the JSON report as it was', () => {
    const report = JSON.parse(formatJson(diagnostics, false)) as { diagnostics: { message: string }[] };
    expect(report.diagnostics.map((d) => d.message)).toContain('unknown field "\u001b]0;pwned\u0007"');
  });
});

describe('code frames', () => {
  it('show control characters as escapes, with the caret still under its place', () => {
    expect(codeFrame('name: a\u0000b\u009bc\td', 1, 12)).toBe(['> 1 | name: a\\x00b\\u009bc→d', '    |                    ^'].join('\n'));
  });
});
