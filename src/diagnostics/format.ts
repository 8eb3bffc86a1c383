import type { Diagnostic } from './diagnostic.ts';

/** Two lines of source before the location and the line itself, with a caret under the column. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.length, line);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const source = (lines[number - 1] ?? '').replace(/\t/g, '→');
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${source}`);
  }
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  return out.join('\n');
}

/** `file:line:col  field: message  [code]`, the code frame and the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.loc ? `${d.loc.file}:${d.loc.line}:${d.loc.column}` : 'error';
  const field = d.field ? `${d.field}: ` : '';
  const parts = [`${where}  ${field}${d.message}  [${d.code}]`];
  if (d.frame) parts.push(d.frame);
  parts.push(`  hint: ${d.hint}`);
  return parts.join('\n');
}

/** The whole report of a run, ending with a count. */
export function formatReport(diagnostics: readonly Diagnostic[]): string {
  const files = new Set(diagnostics.map((d) => d.loc?.file ?? ''));
  const summary = `${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}`;
  return `${diagnostics.map(formatDiagnostic).join('\n\n')}\n\n${summary}`;
}
