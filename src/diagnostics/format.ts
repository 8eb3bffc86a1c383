import type { Diagnostic } from './diagnostic.ts';

/** Widest slice of a source line a frame shows: a minified or generated line would otherwise fill the terminal. */
const FRAME_WIDTH = 100;

/** Two lines of source before the location and the line itself, with a caret under the column. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.length, line);
  const width = String(last).length;
  // One window of columns for every line shown, so the lines stay aligned and the caret stays under its place.
  const start = column > FRAME_WIDTH - 20 ? column - (FRAME_WIDTH - 20) : 1;
  const clip = (source: string) => {
    const left = start > 1 ? '…' : '';
    const slice = source.slice(start - 1, start - 1 + FRAME_WIDTH);
    return left + slice + (source.length > start - 1 + FRAME_WIDTH ? '…' : '');
  };
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    // Tabs and control characters shown as visible symbols (␀ for NUL), one column each, so the caret still lines up.
    const source = clip(
      (lines[number - 1] ?? '')
        .replace(/\t/g, '→')
        .replace(/[\u0000-\u001F]/g, (c) => String.fromCharCode(0x2400 + c.charCodeAt(0)))
        .replace(/\u007F/g, '\u2421'),
    );
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${source}`);
  }
  const caret = Math.max(0, column - start) + (start > 1 ? 1 : 0);
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(caret)}^`);
  return out.join('\n');
}

/** `hint: ...`, ending with where docs/errors.md explains the code, so a reader of any report can look it up. */
export function hintLine(d: Diagnostic): string {
  return `hint: ${d.hint} (see docs/errors.md#${d.code})`;
}

/** `file:line:col  field: message  [code]`, the code frame and the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.loc ? `${d.loc.file}:${d.loc.line}:${d.loc.column}` : 'error';
  const field = d.field ? `${d.field}: ` : '';
  const kind = d.severity === 'warning' ? 'warning: ' : '';
  const parts = [`${where}  ${kind}${field}${d.message}  [${d.code}]`];
  if (d.frame) parts.push(d.frame);
  parts.push(`  ${hintLine(d)}`);
  return parts.join('\n');
}

/** The whole report of a run, ending with a count. */
export function formatReport(diagnostics: readonly Diagnostic[]): string {
  const files = new Set(diagnostics.map((d) => d.loc?.file ?? ''));
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const errors = diagnostics.length - warnings;
  const counted = [
    errors > 0 || warnings === 0 ? `${errors} problem${errors === 1 ? '' : 's'}` : '',
    warnings > 0 ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const summary = `${counted} in ${files.size} file${files.size === 1 ? '' : 's'}`;
  return `${diagnostics.map(formatDiagnostic).join('\n\n')}\n\n${summary}`;
}
