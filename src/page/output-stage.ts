import type { PageScan } from './scan.ts';

/**
 * What one file of an output folder is: an identity that changes whenever its bytes may (a page's render key, a
 * hash of contents, a copied file's path, size and time), the size and time it had on disk when written (a file
 * changed by hand since is never trusted), and for a page, what the link check needs of it.
 */
export type StagedFile = [identity: string, stamp: string, scan?: string];

/** A file for {@link OutputStage.put}: an output file, a page's parts, and what identifies the bytes. */
export type StagedWrite =
  | { path: string; copyFrom: string }
  | { path: string; contents: string | Uint8Array | readonly (string | Uint8Array)[]; identity?: string; scan?: PageScan };

/** What each file of an output folder is, by its path. */
export type Manifest = Record<string, StagedFile>;

/** A build's output, staged beside the live folder and swapped in whole. */
export interface OutputStage {
  /**
   * Keeps the file at `path` if the staging folder already holds it with this identity, or copies it from the live
   * output if that does; returns what is known of it, or undefined when it must be written.
   */
  reuse(path: string, identity: string): StagedFile | undefined;
  /**
   * Readies `path` for a file written by someone else (a render worker): makes its folder and marks it in flux.
   * Returns the absolute file to write; report it with {@link OutputStage.adopt} once written.
   */
  prepare(path: string): string;
  /** Records a file written into {@link OutputStage.prepare}'s path. */
  adopt(path: string, identity: string, stamp: string, size: number, scan?: PageScan): void;
  /** Whether this build has exactly the files of the live output (paths only). */
  sameFilesAsLive(): boolean;
  /** What the live output holds at `path`, if anything. */
  live(path: string): StagedFile | undefined;
  /** Whether the file at `path` is the very one the live output has (same identity). */
  unchangedFromLive(path: string): boolean;
  /** Whether any file could be reused: false on a first or uncached build, where keys need not be computed first. */
  readonly canReuse: boolean;
  /**
   * Adds a file written by this thread: generated (identified by `identity`, else by a hash of its contents; a page
   * brings its render key and its scan for the link check) or copied. It is written only if it differs from what is
   * staged, synchronously: on a busy 2-core machine, writes on the thread pool cost the build more than they save
   * (4,000 posts cold: 3.28 s async, 3.13 s sync, alternating runs).
   */
  put(file: StagedWrite): void;
  /** Every path of this build, in the order added. */
  readonly paths: readonly string[];
  /** Bytes written by this build (files reused cost nothing). */
  readonly bytesWritten: number;
  /**
   * Finishes writing, removes what this build did not produce, swaps the staged folder in, saves the manifests.
   * Returns the paths whose files differ from the output this build replaced (everything without a cache).
   */
  commit(): Promise<string[]>;
  /** Leaves the live output untouched and records what the staging folder now holds, for the next build. */
  abandon(): Promise<void>;
}
