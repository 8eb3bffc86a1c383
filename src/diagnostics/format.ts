import type { Diagnostic } from './diagnostic.ts';

/**
 * Control characters: C0 but the line feed (tab and carriage return included), DEL, and C1 (U+0080-U+009F, with the
 * 8-bit CSI U+009B). Data written with YAML's escapes ("\x1b", "\u009b") can hold any of them, and printed raw on a
 * terminal they retitle its window, clear its screen or move the cursor over what was printed before.
 */
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * Text for a terminal with every control character shown as a visible escape, as a reader would write it in YAML:
 * `\x1b` for C0 and DEL, `\u009b` for C1 (a code point, which `\x9b` would pass for one raw byte). Line feeds are
 * kept, as the lines of a report. Every text output meant for a terminal goes through this one function.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

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
  // Tabs as arrows, one column each, and control characters as escapes; the caret counts the columns as shown.
  const shown = (source: string) => escapeControls(source.replace(/\t/g, '→'));
  const clip = (source: string) => {
    const left = start > 1 ? '…' : '';
    const slice = source.slice(start - 1, start - 1 + FRAME_WIDTH);
    return left + shown(slice) + (source.length > start - 1 + FRAME_WIDTH ? '…' : '');
  };
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${clip(lines[number - 1] ?? '')}`);
  }
  const before = (lines[line - 1] ?? '').slice(start - 1, Math.max(start - 1, column - 1));
  const caret = shown(before).length + Math.max(0, column - start - before.length) + (start > 1 ? 1 : 0);
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(caret)}^`);
  return out.join('\n');
}

/** `hint: ...`, ending with where docs/errors.md explains the code, so a reader of any report can look it up. */
export function hintLine(d: Diagnostic): string {
  return `hint: ${d.hint} (see docs/errors.md#${d.code})`;
}

/**
 * `file:line:col  field: message  [code]`, the code frame and the hint, for a terminal: a message quotes data (a
 * key, a value found, a name), so its control characters are shown as escapes.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.loc ? `${d.loc.file}:${d.loc.line}:${d.loc.column}` : 'error';
  const field = d.field ? `${d.field}: ` : '';
  const kind = d.severity === 'warning' ? 'warning: ' : '';
  const parts = [`${where}  ${kind}${field}${d.message}  [${d.code}]`];
  if (d.frame) parts.push(d.frame);
  parts.push(`  ${hintLine(d)}`);
  return escapeControls(parts.join('\n'));
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
