import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import { isMap, isSeq } from 'yaml';
import { catalogue, codeFrame, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import { collections, type Collection } from '../schema/index.ts';
import { parseSimpleYaml } from './simple-yaml.ts';
import { locationIn, SourceFile, type CachedFile, type RawData, type RawEntry } from '../source/index.ts';
import { listImages } from './images.ts';
import {
  controlCharacterProblem,
  fileTooLargeProblem,
  MAX_FILE_BYTES,
  plainValue,
  reservedKeyProblems,
  syntaxProblem,
} from './yaml-problems.ts';
import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { isInside, isSymlink, realFolder, shownPath } from '../paths.ts';

/** Entry file names must be URL slugs, like the ids they hold. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Glob options that list links that lead nowhere too, so that they are reported rather than silently skipped. */
const ALL_ENTRIES = (cwd: string) => ({ cwd, absolute: true, onlyFiles: false });

/** Options of {@link loadData}. */
export interface LoadOptions {
  /** The data folder. */
  dataDir: string;
  /** Paths in messages are shown relative to this folder. */
  cwd: string;
  /** Which collections to read. @default every collection */
  collections?: readonly Collection[];
  /** Where files that validated before are remembered, so unchanged files skip parsing and validation. */
  cache?: Cache;
}

/** Strict UTF-8: a byte that is not UTF-8 is an error, not a silent replacement character. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Reads every data file into raw entries that remember where each value is written. */
export function loadData(options: LoadOptions): RawData {
  const dataDir = resolve(options.cwd, options.dataDir);
  const diagnostics: Diagnostic[] = [];
  const ctx: LoadContext = {
    dataDir,
    realDataDir: realFolder(dataDir),
    cache: options.cache ?? noCache,
    diagnostics,
    display: (absolute) => shownPath(absolute, options.cwd),
  };
  const entries = new Map<string, RawEntry[]>();
  const claimedKeys = new Map<string, Set<string>>();
  for (const collection of options.collections ?? collections) {
    const { source } = collection;
    if (source.kind === 'entries' || source.kind === 'markdown') {
      const read = source.kind === 'entries' ? readEntryFiles(ctx, collection, source) : readMarkdownFiles(ctx, collection, source);
      entries.set(collection.name, read.entries);
      claimedKeys.set(collection.name, read.claimed);
    } else entries.set(collection.name, readOneFile(ctx, collection, source));
  }
  const listed = listImages(dataDir, ctx.display);
  diagnostics.push(...listed.diagnostics);
  const images = new Set(listed.files);
  return { dataDir, entries, claimedKeys, images, diagnostics };
}

/** What reading the data folder shares: where it is, the cache, how paths are shown, and the problems found. */
interface LoadContext {
  dataDir: string;
  /** The data folder with every link in its path resolved: what a file's real path must be inside. */
  realDataDir: string;
  cache: Cache;
  diagnostics: Diagnostic[];
  display: (absolute: string) => string;
}

type SourceOf<K extends Collection['source']['kind']> = Extract<Collection['source'], { kind: K }>;

/** A file name that is not a slug cannot be a page's URL. */
function checkFileName(ctx: LoadContext, absolute: string, fileName: string): void {
  if (!SLUG.test(fileName)) {
    ctx.diagnostics.push(diagnostic(catalogue.FileNameNotSlug, { fileName }, { loc: { file: ctx.display(absolute), line: 1, column: 1 } }));
  }
}

/** A collection of one YAML file per entry (cars, brands): its entries, and the keys its files claim. */
function readEntryFiles(ctx: LoadContext, collection: Collection, source: SourceOf<'entries'>) {
  const found: RawEntry[] = [];
  const claimed = new Set<string>();
  for (const absolute of fg.sync(`${source.dir}/*.{yaml,yml}`, ALL_ENTRIES(ctx.dataDir)).sort()) {
    const fileName = basename(absolute).replace(/\.ya?ml$/, '');
    checkFileName(ctx, absolute, fileName);
    const text = readText(ctx, absolute, `a ${collection.name}`);
    const read =
      text === undefined
        ? undefined
        : entriesOf(ctx, collection, absolute, text, () => parseYaml(ctx, new SourceFile(absolute, ctx.display(absolute), text)));
    const value = read?.[0]?.value;
    const key = value && typeof value === 'object' ? (value as Record<string, unknown>)[source.key] : undefined;
    claimed.add(typeof key === 'string' ? key : fileName);
    if (read) found.push(...read);
  }
  return { entries: found, claimed };
}

/** A collection of Markdown files (posts, pages): their entries, and the slugs their files claim. */
function readMarkdownFiles(ctx: LoadContext, collection: Collection, source: SourceOf<'markdown'>) {
  const found: RawEntry[] = [];
  const claimed = new Set<string>();
  for (const absolute of fg.sync(`${source.dir}/*.md`, ALL_ENTRIES(ctx.dataDir)).sort()) {
    const fileName = basename(absolute, '.md');
    claimed.add(fileName);
    checkFileName(ctx, absolute, fileName);
    const read = readMarkdown(ctx, collection, absolute);
    if (read) found.push(...read);
  }
  return { entries: found, claimed };
}

/** A collection kept in one file: the settings, or a list (an optional list may be absent). */
function readOneFile(ctx: LoadContext, collection: Collection, source: SourceOf<'single' | 'list'>): RawEntry[] {
  const absolute = join(ctx.dataDir, source.file);
  if (source.kind === 'list' && 'optional' in source && source.optional && !existsSync(absolute) && !isSymlink(absolute)) return [];
  const text = readText(ctx, absolute, source.kind === 'single' ? `the ${collection.name} settings` : `the ${collection.name} list`);
  const read =
    text === undefined
      ? undefined
      : entriesOf(ctx, collection, absolute, text, () => parseYaml(ctx, new SourceFile(absolute, ctx.display(absolute), text)));
  return read ?? [];
}

function readText(ctx: LoadContext, absolute: string, what: string): string | undefined {
  const { diagnostics, display, dataDir } = ctx;
  try {
    // A data file that is a link (or lies in a linked folder) may lead anywhere: only what is inside the data
    // folder is read, since its text could end up on the site or in a message.
    const real = realpathSync.native(absolute);
    if (!isInside(real, ctx.realDataDir)) {
      const loc = { file: display(absolute), line: 1, column: 1 };
      diagnostics.push(diagnostic(catalogue.OutsideDataFolder, { path: relative(dataDir, absolute), target: real }, { loc }));
      return undefined;
    }
    const bytes = readFileSync(absolute);
    if (bytes.length > MAX_FILE_BYTES) {
      diagnostics.push(fileTooLargeProblem(bytes.length, display(absolute)));
      return undefined;
    }
    let text: string;
    try {
      text = UTF8.decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      // Where the first byte that is not UTF-8 is: the text up to it, decoded leniently, gives line and column.
      const lenient = bytes.toString('utf8');
      const loc = locationIn(lenient, lenient.indexOf('\uFFFD'), display(absolute));
      diagnostics.push(diagnostic(catalogue.NotUtf8, undefined, { loc, frame: codeFrame(lenient, loc.line, loc.column) }));
      return undefined;
    }
    const control = controlCharacterProblem(text, display(absolute));
    if (control) {
      diagnostics.push(control);
      return undefined;
    }
    return text;
  } catch (error) {
    const loc = { file: display(absolute), line: 1, column: 1 };
    const code = (error as NodeJS.ErrnoException).code;
    const path = relative(dataDir, absolute);
    if (code === 'ELOOP') diagnostics.push(diagnostic(catalogue.SymlinkLoop, { path }, { loc }));
    else if (code === 'ENOENT' && isSymlink(absolute)) diagnostics.push(diagnostic(catalogue.BrokenSymlink, { path }, { loc }));
    else if (code === 'ENOENT') diagnostics.push(diagnostic(catalogue.MissingFile, { what }, { loc }));
    else if (code === 'EISDIR') diagnostics.push(diagnostic(catalogue.ReadFailed, { reason: 'it is a folder, not a file' }, { loc }));
    else diagnostics.push(diagnostic(catalogue.ReadFailed, { reason: (error as Error).message }, { loc }));
    return undefined;
  }
}

/** The entry of a Markdown file: front matter and body; undefined, with a diagnostic, when either is unusable. */
function readMarkdown(ctx: LoadContext, collection: Collection, absolute: string): RawEntry[] | undefined {
  const { diagnostics, display } = ctx;
  const text = readText(ctx, absolute, 'a Markdown file');
  if (text === undefined) return undefined;
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) {
    const opened = /^---[ \t]*\r?\n/.test(text);
    diagnostics.push(
      diagnostic(opened ? catalogue.FrontMatterUnclosed : catalogue.NoFrontMatter, undefined, {
        loc: { file: display(absolute), line: 1, column: 1 },
      }),
    );
    return undefined;
  }
  // The line the Markdown starts on: the one after the closing ---, even when the file ends on that line.
  const closing = match[0].split('\n').length;
  const body = { markdown: text.slice(match[0].length), line: match[0].endsWith('\n') ? closing : closing + 1 };
  const parse = () => parseYaml(ctx, new SourceFile(absolute, display(absolute), match[1]!, { lineOffset: 1, fullText: text }));
  return entriesOf(ctx, collection, absolute, text, parse, body, () => parseSimpleYaml(match[1]!));
}

function parseYaml(ctx: LoadContext, file: SourceFile): SourceFile | undefined {
  const { diagnostics } = ctx;
  // Only the first syntax error of a file: the parser's later ones are mostly echoes of it.
  const [error] = file.doc.errors;
  if (error) {
    diagnostics.push(syntaxProblem(file, error));
    return undefined;
  }
  if (file.doc.contents === null) {
    diagnostics.push(diagnostic(catalogue.EmptyFile, undefined, { loc: { file: file.displayPath, line: 1, column: 1 } }));
    return undefined;
  }
  return file;
}

/**
 * The entries of one file: from the cache when its bytes validated before (the YAML is then parsed only if a
 * diagnostic needs a position), else parsed now. `parse` returns the parsed file, or undefined after a diagnostic.
 */
function entriesOf(
  ctx: LoadContext,
  collection: Collection,
  absolute: string,
  text: string,
  parse: () => SourceFile | undefined,
  body?: RawEntry['body'],
  simple?: () => unknown,
): RawEntry[] | undefined {
  const { diagnostics, display, cache } = ctx;
  const cacheKey = hashOf('load', codeVersion, collection.name, text);
  const cached = cache.get<CachedFile>('load', cacheKey);
  let common: Omit<RawEntry, 'file' | 'path' | 'value'> = {
    absolutePath: absolute,
    displayPath: display(absolute),
    cacheKey,
    ...(body ? { body } : {}),
  };
  if (cached) {
    let file: SourceFile | undefined;
    const lazy = () => (file ??= parse()!);
    return cached.validated.map((value, index) => ({
      ...common,
      get file() {
        return lazy();
      },
      path: collection.source.kind === 'list' ? [index] : [],
      value,
      validated: cached.validated[index],
    }));
  }
  // Simple front matter is read directly; the document is parsed only if a diagnostic needs a position.
  const value = simple?.();
  if (value !== undefined) return [reparsingEntry(common, parse, value)];
  const file = parse();
  if (!file) return undefined;
  const reserved = reservedKeyProblems(file);
  const plain = plainValue(file, reserved.length > 0);
  if ('problem' in plain) {
    diagnostics.push(plain.problem);
    return undefined;
  }
  if (reserved.length > 0) {
    diagnostics.push(...reserved);
    // The rest of the file is still validated, so its other problems are reported too; without a cache key it is
    // never remembered as valid, even when all else passes, and its reserved keys are reported again next run.
    const { cacheKey: _uncached, ...uncached } = common;
    common = uncached;
  }
  if (collection.source.kind === 'entries' || collection.source.kind === 'markdown') {
    // One entry per file, thousands of files: the parsed document (positions for diagnostics) is dropped and
    // parsed again only if a diagnostic needs it, so a large site's documents are not all held at once.
    return [reparsingEntry(common, parse, plain.value)];
  }
  if (collection.source.kind !== 'list') return [{ ...common, file, path: [], value: plain.value }];
  if (!isSeq(file.doc.contents)) {
    const loc = file.locate([]);
    diagnostics.push(
      diagnostic(
        catalogue.WrongType,
        { expected: `a list of ${collection.name} entries`, found: isMap(file.doc.contents) ? 'a mapping' : 'a single value' },
        { loc, frame: file.frame(loc) },
      ),
    );
    return undefined;
  }
  return (plain.value as unknown[]).map((value, index) => ({ ...common, file, path: [index], value }));
}

/**
 * An entry whose parsed document is not kept: `file` parses the text again when first asked for. A function of its
 * own so that the getter's closure holds only `parse` (V8 closures share their enclosing function's context, which
 * in entriesOf holds the parsed document).
 */
function reparsingEntry(common: Omit<RawEntry, 'file' | 'path' | 'value'>, parse: () => SourceFile | undefined, value: unknown): RawEntry {
  let again: SourceFile | undefined;
  return {
    ...common,
    get file() {
      again ??= parse()!;
      return again;
    },
    path: [],
    value,
  };
}
