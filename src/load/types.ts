import type { Diagnostic } from '../diagnostics/index.ts';
import type { FieldPath, SourceFile } from './source-file.ts';

/** One entry of a collection as read from disk, before validation. */
export interface RawEntry {
  /** The file it was read from. */
  file: SourceFile;
  /** Where in that file: [] for a whole file, [3] for the fourth item of a list file. */
  path: FieldPath;
  value: unknown;
  /** For Markdown files: the body after the front matter, and the line it starts on. */
  body?: { markdown: string; line: number };
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
