import type { Diagnostic } from './diagnostic.ts';
import { escapeControls, hintLine } from './format.ts';

/**
 * `--format github`: GitHub Actions workflow commands, which GitHub shows as annotations on the lines of a pull
 * request's diff (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */

/** Escapes a command's message as @actions/core's escapeData does: a newline would end the command. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a command's property as @actions/core's escapeProperty does: `:` and `,` separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One `::error` or `::warning` command for a diagnostic, located when it has a file. Its text quotes data, and the
 * workflow log acts on terminal escape sequences as a terminal does: control characters are shown as escapes.
 */
export function formatAnnotation(d: Diagnostic): string {
  const properties: [string, string | number][] = [];
  if (d.loc) {
    properties.push(['file', d.loc.file], ['line', d.loc.line], ['col', d.loc.column]);
    // GitHub takes columns only within one line, and shows a range of lines at its last: a value spanning lines is
    // annotated at its start, the line the text report names.
    const end = d.loc.end ?? d.loc;
    if (end.line === d.loc.line) properties.push(['endLine', end.line], ['endColumn', end.column]);
  }
  properties.push(['title', d.code]);
  const list = properties.map(([key, value]) => `${key}=${escapeProperty(escapeControls(String(value)))}`).join(',');
  const field = d.field ? `${d.field}: ` : '';
  return `::${d.severity === 'warning' ? 'warning' : 'error'} ${list}::${escapeData(escapeControls(`${field}${d.message}\n${hintLine(d)}`))}`;
}

/** Every diagnostic as an annotation, one line each. */
export function formatGithub(diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => `${formatAnnotation(d)}\n`).join('');
}
