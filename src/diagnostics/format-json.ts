import { z } from 'zod';
import type { Diagnostic } from './diagnostic.ts';

/**
 * `--format json`: one object a CI script or an editor reads instead of parsing the text report. Its shape is this
 * zod schema; docs/diagnostics.schema.json is the JSON Schema generated from it (`npm run docs:errors`), and a test
 * checks that the two agree and that real reports pass it. Add fields only: scripts rely on the ones here.
 */

const position = z.strictObject({
  line: z.number().int().min(1).describe('1-based line'),
  column: z.number().int().min(1).describe('1-based column'),
});

const reportedDiagnostic = z.strictObject({
  file: z
    .string()
    .nullable()
    .describe('Path as the text report shows it, relative to the working directory; null when no file is concerned'),
  line: z.number().int().min(1).nullable().describe('1-based line where the problem starts; null without a file'),
  column: z.number().int().min(1).nullable().describe('1-based column where the problem starts; null without a file'),
  end: position
    .nullable()
    .describe('Where the offending text ends (the character after it), or the start again when only a place is known; null without a file'),
  field: z
    .string()
    .nullable()
    .describe('Dotted field path inside the file, e.g. battery.capacityKwh or showcase[2]; null for the whole file'),
  code: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .describe('Stable kebab-case code of the problem; docs/errors.md has a section for each'),
  severity: z.enum(['error', 'warning']).describe('A warning fails the run only with --strict'),
  message: z.string().min(1).describe('What is wrong'),
  hint: z.string().min(1).describe('What to do about it'),
});

/** The report `evguide validate --format json` and `evguide build --format json` print on stdout. */
export const diagnosticsReportSchema = z
  .strictObject({
    version: z.literal(1).describe('Version of this format; it changes only if a field is removed or changes meaning'),
    ok: z
      .boolean()
      .describe('Whether the run succeeded: no errors, and no warnings under --strict; false exactly when the exit code is not 0'),
    errors: z.number().int().min(0).describe('Number of diagnostics of severity error'),
    warnings: z.number().int().min(0).describe('Number of diagnostics of severity warning'),
    files: z.number().int().min(0).describe('Number of distinct files with at least one diagnostic'),
    diagnostics: z.array(reportedDiagnostic).describe('Every problem, in the order of the text report'),
  })
  .meta({ title: 'evguide diagnostics report' });

/** The report's type, as the schema defines it. */
export type DiagnosticsReport = z.infer<typeof diagnosticsReportSchema>;

/** The report of a run's diagnostics; `ok` is whether the run succeeds (the caller knows whether warnings fail it). */
export function diagnosticsReport(diagnostics: readonly Diagnostic[], ok: boolean): DiagnosticsReport {
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  return {
    version: 1,
    ok,
    errors: diagnostics.length - warnings,
    warnings,
    files: new Set(diagnostics.flatMap((d) => (d.loc ? [d.loc.file] : []))).size,
    diagnostics: diagnostics.map((d) => ({
      file: d.loc?.file ?? null,
      line: d.loc?.line ?? null,
      column: d.loc?.column ?? null,
      end: d.loc ? (d.loc.end ?? { line: d.loc.line, column: d.loc.column }) : null,
      field: d.field ?? null,
      code: d.code,
      severity: d.severity ?? 'error',
      message: d.message,
      hint: d.hint,
    })),
  };
}

/** The JSON report as printed: pretty, with a final newline. */
export function formatJson(diagnostics: readonly Diagnostic[], ok: boolean): string {
  return `${JSON.stringify(diagnosticsReport(diagnostics, ok), null, 2)}\n`;
}

/** The JSON Schema of the report, as committed in docs/diagnostics.schema.json. */
export function diagnosticsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(diagnosticsReportSchema, { target: 'draft-2020-12', io: 'output' }) as Record<string, unknown>;
}
