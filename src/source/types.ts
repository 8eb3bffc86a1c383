import type { Diagnostic } from '../diagnostics/index.ts';
import type { FieldPath, SourceFile } from './source-file.ts';

/** One entry of a collection as read from disk, before validation. */
export interface RawEntry {
  /** The file it was read from, parsed with positions; parsed only when first asked for (a diagnostic). */
  readonly file: SourceFile;
  absolutePath: string;
  /** The file's path as messages show it. */
  displayPath: string;
  /** Where in that file: [] for a whole file, [3] for the fourth item of a list file. */
  path: FieldPath;
  value: unknown;
  /** For Markdown files: the body after the front matter, and the line it starts on. */
  body?: { markdown: string; line: number };
  /** The key of the file's cache record: its bytes, collection and the code version. */
  cacheKey?: string;
  /** The schema's output, when the file's bytes validated before (from the cache): validation is skipped. */
  validated?: unknown;
}

/** What the cache keeps of a data file whose every entry validated: the parsed and the validated values. */
export interface CachedFile {
  /** The schema's output for each entry of the file; it stands in for the parsed value too (same fields, same ids). */
  validated: unknown[];
}

/** Everything read from data/: raw entries by collection name, and the image files that exist. */
export interface RawData {
  dataDir: string;
  entries: ReadonlyMap<string, readonly RawEntry[]>;
  /**
   * For one-file-per-entry collections, the key each file claims (its `id`/`slug` when it is a string,
   * else its file name), whether or not it parsed: references to an entry whose file is broken are not
   * reported again as dangling.
   */
  claimedKeys: ReadonlyMap<string, ReadonlySet<string>>;
  /** Paths of files under data/images/, relative to data/ (`images/cars/x.svg`). */
  images: ReadonlySet<string>;
  diagnostics: readonly Diagnostic[];
}
