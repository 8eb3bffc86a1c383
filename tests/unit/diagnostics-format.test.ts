import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Diagnostic,
  diagnosticsJsonSchema,
  diagnosticsReportSchema,
  escapeData,
  escapeProperty,
  formatAnnotation,
  formatDiagnostic,
  formatGithub,
  formatJson,
} from '../../src/diagnostics/index.ts';
import { type Code, examples } from '../../src/diagnostics/examples.ts';
import { exampleProblem } from '../../src/docs/errors-doc.ts';
import { FIXTURES, problemsIn, siteFolder } from '../../src/docs/run-example.ts';
import { runEvguide } from './cli-run.ts';

// `--format json` and `--format github` (src/diagnostics/format-json.ts, format-github.ts), checked on every bad
// fixture in-process, and wired through the CLI (cli/report.ts) by a few real runs.

const folders: string[] = [];
afterAll(() => {
  for (const root of folders) rmSync(root, { recursive: true, force: true });
});

/** A site folder of the good fixture with a bad case laid over it, deleted after the tests. */
function site(fixture?: string) {
  const made = siteFolder(fixture ? { fixture } : {});
  folders.push(made.root);
  return made;
}

/** The tests' build date, on which no fact of the good fixture is stale. */
const FIXTURE_DAY = new Date('2025-11-21T00:00:00Z');
const LATER = { SOURCE_DATE_EPOCH: String(Date.parse('2027-01-01T00:00:00Z') / 1000) };

/** One annotation, read back strictly: escaped properties, then an escaped message on one line. */
function parseAnnotation(line: string) {
  const match = /^::(error|warning) ([^:]*)::(.*)$/.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const [, kind, list, message] = match as unknown as [string, string, string, string];
  expect(message).not.toMatch(/[\r\n]|%(?!25|0D|0A)/);
  const properties: Record<string, string> = {};
  for (const property of list.split(',')) {
    const [key, value = ''] = property.split('=', 2) as [string, string?];
    expect(value).not.toMatch(/[\r\n:,]|%(?!25|0D|0A|3A|2C)/);
    properties[key] = decodeURIComponent(value);
  }
  return { kind, properties, message: decodeURIComponent(message) };
}

/** `file:line:col` of a diagnostic as the text report prints it, or undefined for one without a file. */
const textPlace = (d: Diagnostic) => /^(.+?):(\d+):(\d+) {2}/.exec(formatDiagnostic(d))?.slice(1);

describe('escaping as @actions/core does', () => {
  it('escapes %, CR and LF in data, and : and , too in properties', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
    expect(escapeProperty('data/a:b,c%.yaml\n')).toBe('data/a%3Ab%2Cc%25.yaml%0A');
  });

  it('writes a located error with its end, and one without a file with only its title', () => {
    const located: Diagnostic = {
      code: 'wrong-type',
      message: 'expected a number, found "45 kWh"',
      hint: 'Write a number here.',
      field: 'battery.capacityKwh',
      loc: { file: 'data/cars/a,b.yaml', line: 20, column: 3, end: { line: 20, column: 24 } },
    };
    expect(formatAnnotation(located)).toBe(
      '::error file=data/cars/a%2Cb.yaml,line=20,col=3,endLine=20,endColumn=24,title=wrong-type::battery.capacityKwh: expected a number, found "45 kWh"%0Ahint: Write a number here. (see docs/errors.md#wrong-type)',
    );
    expect(formatAnnotation({ code: 'output-locked', message: 'locked', hint: 'Wait.' })).toBe(
      '::error title=output-locked::locked%0Ahint: Wait. (see docs/errors.md#output-locked)',
    );
    expect(formatAnnotation({ ...located, severity: 'warning' })).toMatch(/^::warning file=/);
  });
});

describe('the JSON report', () => {
  it('has its JSON Schema committed in docs/diagnostics.schema.json (run `npm run docs:errors` after changing it)', () => {
    expect(readFileSync('docs/diagnostics.schema.json', 'utf8')).toBe(`${JSON.stringify(diagnosticsJsonSchema(), null, 2)}\n`);
  });

  it('is printed for a clean run: no diagnostics, ok', async () => {
    const { root } = site();
    const report = diagnosticsReportSchema.parse(JSON.parse(formatJson(await problemsIn(root, FIXTURE_DAY), true)));
    expect(report).toEqual({ version: 1, ok: true, errors: 0, warnings: 0, files: 0, diagnostics: [] });
  });

  it('counts warnings apart from errors, and gives a place without an end the start as its end', () => {
    const warning: Diagnostic = {
      code: 'stale-fact',
      message: 'old',
      hint: 'Check it.',
      severity: 'warning',
      loc: { file: 'a.yaml', line: 2, column: 5 },
    };
    const report = diagnosticsReportSchema.parse(
      JSON.parse(formatJson([warning, { code: 'read-failed', message: 'no', hint: 'Fix.' }], false)),
    );
    expect(report).toMatchObject({ ok: false, errors: 1, warnings: 1, files: 1 });
    expect(report.diagnostics[0]).toMatchObject({ file: 'a.yaml', line: 2, column: 5, end: { line: 2, column: 5 }, severity: 'warning' });
    expect(report.diagnostics[1]).toMatchObject({ file: null, line: null, column: null, end: null, field: null, severity: 'error' });
  });

  it('rejects what is not a report', () => {
    expect(
      diagnosticsReportSchema.safeParse({ version: 1, ok: true, errors: 0, warnings: 0, files: 0, diagnostics: [], extra: 1 }).success,
    ).toBe(false);
  });
});

/** Checks both machine formats of a run's diagnostics: the JSON passes its schema; one annotation each, at the text's place. */
function checkFormats(diagnostics: readonly Diagnostic[]): void {
  const report = diagnosticsReportSchema.parse(JSON.parse(formatJson(diagnostics, false)));
  expect(report.errors + report.warnings).toBe(diagnostics.length);
  for (const [index, d] of report.diagnostics.entries()) {
    expect(d.code).toBe(diagnostics[index]!.code);
    if (d.end && d.line !== null && d.column !== null)
      expect(d.end.line * 1e6 + d.end.column).toBeGreaterThanOrEqual(d.line * 1e6 + d.column);
  }

  const lines = formatGithub(diagnostics).split('\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(diagnostics.length);
  for (const [index, line] of lines.entries()) {
    const d = diagnostics[index]!;
    const { kind, properties, message } = parseAnnotation(line);
    expect(kind).toBe(d.severity ?? 'error');
    expect(properties.title).toBe(d.code);
    const place = textPlace(d);
    if (place) expect([properties.file, properties.line, properties.col]).toEqual(place);
    else expect(properties.file).toBeUndefined();
    expect(message).toBe(`${d.field ? `${d.field}: ` : ''}${d.message}\nhint: ${d.hint} (see docs/errors.md#${d.code})`);
  }
}

describe('every bad fixture', () => {
  const cases = readdirSync(join(FIXTURES, 'bad')).sort();

  it.each(cases)('%s: a JSON report that passes its schema, and one annotation per problem at its text place', async (badCase) => {
    const { root } = site(badCase);
    const diagnostics = await problemsIn(root, FIXTURE_DAY);
    expect(diagnostics.length).toBeGreaterThan(0);
    checkFormats(diagnostics);
  });

  // The examples of docs/errors.md reach the codes no fixture has: links, a folder, a large file, warnings, a lock.
  it.each(Object.keys(examples) as Code[])('the example of %s: the same', async (code) => {
    const { problem, dispose } = await exampleProblem(code);
    dispose();
    checkFormats([problem]);
  });

  it('ends a field at the end of its value: the price "12.49 lakh" of price-wrong-type', async () => {
    const { root } = site('price-wrong-type');
    const [first] = await problemsIn(root, FIXTURE_DAY);
    expect(first?.loc).toEqual({ file: 'data/cars/tata-nexon-ev.yaml', line: 11, column: 1, end: { line: 11, column: 20 } });
  });
});

describe('evguide validate and build --format', () => {
  const parse = (stdout: string) => diagnosticsReportSchema.parse(JSON.parse(stdout));

  it('json: the report on stdout and nothing else, exit 1 on errors', () => {
    const { root } = site('price-wrong-type');
    const { code, stdout, stderr } = runEvguide(['validate', '--format', 'json'], { cwd: root });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const report = parse(stdout);
    expect(report).toMatchObject({ ok: false, errors: 2, warnings: 0, files: 2 });
    expect(report.diagnostics.map((d) => [d.file, d.line, d.column, d.field, d.code])).toEqual([
      ['data/cars/tata-nexon-ev.yaml', 11, 1, 'price', 'wrong-type'],
      ['data/cars/tata-tiago-ev.yaml', 9, 1, 'price', 'wrong-type'],
    ]);
  });

  it('json: ok with the warnings of a valid run, exit 0; --strict fails on them', () => {
    const { root } = site();
    const valid = runEvguide(['validate', '-f', 'json'], { cwd: root });
    expect(valid.code).toBe(0);
    expect(parse(valid.stdout)).toEqual({ version: 1, ok: true, errors: 0, warnings: 0, files: 0, diagnostics: [] });
    const stale = runEvguide(['validate', '-f', 'json'], { cwd: root, env: LATER });
    expect(stale.code).toBe(0);
    const warned = parse(stale.stdout);
    expect(warned).toMatchObject({ ok: true, errors: 0 });
    expect(warned.warnings).toBeGreaterThan(0);
    expect(new Set(warned.diagnostics.map((d) => d.severity))).toEqual(new Set(['warning']));
    const strict = runEvguide(['validate', '-f', 'json', '--strict'], { cwd: root, env: LATER });
    expect(strict.code).toBe(1);
    expect(parse(strict.stdout)).toMatchObject({ ok: false, errors: 0, warnings: warned.warnings });
  });

  it('a value written over several lines ends at its last character, and is annotated at its first line', () => {
    const made = siteFolder({
      edits: [{ file: 'cars/tata-nexon-ev.yaml', find: 'seating: 5\n', text: 'seating:\n  front: 2\n  rear: 3\n\n' }],
    });
    folders.push(made.root);
    const json = diagnosticsReportSchema.parse(JSON.parse(runEvguide(['validate', '-f', 'json'], { cwd: made.root }).stdout));
    const seating = json.diagnostics.find((d) => d.field === 'seating');
    // `seating:` is line 7; its value ends after `rear: 3` on line 9, not at the start of the next key's line.
    expect(seating).toMatchObject({ line: 7, column: 1, end: { line: 9, column: 10 }, code: 'wrong-type' });
    const github = runEvguide(['validate', '-f', 'github'], { cwd: made.root }).stdout;
    expect(github).toContain('file=data/cars/tata-nexon-ev.yaml,line=7,col=1,title=wrong-type::seating: ');
  });

  it('github: one annotation per problem on stdout; in GitHub Actions, the text report as well without --format', () => {
    const { root } = site('price-wrong-type');
    const github = runEvguide(['validate', '--format', 'github'], { cwd: root });
    expect(github.code).toBe(1);
    expect(github.stderr).toBe('');
    expect(
      github.stdout
        .trim()
        .split('\n')
        .map((line) => parseAnnotation(line).properties.file),
    ).toEqual(['data/cars/tata-nexon-ev.yaml', 'data/cars/tata-tiago-ev.yaml']);
    const actions = runEvguide(['validate'], { cwd: root, env: { GITHUB_ACTIONS: 'true' } });
    expect(actions.code).toBe(1);
    expect(actions.stdout).toBe(github.stdout);
    expect(actions.stderr).toContain('data/cars/tata-nexon-ev.yaml:11:1  price: expected a mapping');
    expect(actions.stderr).toContain('(see docs/errors.md#wrong-type)');
    const terminal = runEvguide(['validate'], { cwd: root });
    expect(terminal.stdout).toBe('');
    expect(terminal.stderr).toBe(actions.stderr);
  });

  it('build: the same report for data that fails, and warning annotations for a build that succeeds', () => {
    const { root } = site('unknown-brand');
    const failed = runEvguide(['build', '--no-cache', '-f', 'json'], { cwd: root });
    expect(failed.code).toBe(1);
    expect(parse(failed.stdout).diagnostics.map((d) => d.code)).toEqual(['unknown-reference']);
    const good = site();
    const built = runEvguide(['build', '--no-cache', '-f', 'github'], { cwd: good.root, env: LATER });
    expect(built.code).toBe(0);
    const annotations = built.stdout.trim().split('\n').map(parseAnnotation);
    expect(annotations.length).toBeGreaterThan(0);
    for (const { kind, properties } of annotations) {
      expect(kind).toBe('warning');
      expect(['stale-fact', 'launch-passed']).toContain(properties.title);
    }
  });

  it('refuses an unknown format as wrong usage', () => {
    const { code, stderr } = runEvguide(['validate', '--format', 'xml'], { cwd: site().root });
    expect(code).toBe(2);
    expect(stderr).toContain("argument 'xml' is invalid");
  });
});
