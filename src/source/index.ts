// What was read from data/, and where each value is written: the load stage makes it, and validation, the error
// reports and the stale-facts listing read it. No stage owns it, so none imports another to use it.
import { basename } from 'node:path';
import type { SourceLocation } from '../diagnostics/index.ts';
import type { RawEntry } from './types.ts';

export { formatFieldPath, SourceFile, type FieldPath } from './source-file.ts';
export type { CachedFile, RawData, RawEntry } from './types.ts';

/** The line and column of a character offset in a text, 1-based. */
export function locationIn(text: string, offset: number, file: string): SourceLocation {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { file, line, column: offset - before.lastIndexOf('\n') };
}

/** The file name of an entry without its extension: `tata-nexon-ev` for `cars/tata-nexon-ev.yaml`. */
export function entryFileName(entry: RawEntry): string {
  return basename(entry.absolutePath).replace(/\.(ya?ml|md)$/, '');
}
