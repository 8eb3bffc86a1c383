import { readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import { isMap, isSeq } from 'yaml';
import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import { collections, type Collection } from '../schema/index.ts';
import { SourceFile } from './source-file.ts';
import type { RawData, RawEntry } from './types.ts';

export { formatFieldPath, SourceFile, type FieldPath } from './source-file.ts';
export type { RawData, RawEntry } from './types.ts';

/** Entry file names must be URL slugs, like the ids they hold. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Options of {@link loadData}. */
export interface LoadOptions {
  /** The data folder. */
  dataDir: string;
  /** Paths in messages are shown relative to this folder. @default process.cwd() */
  cwd?: string;
  /** Which collections to read. @default the collections the build uses */
  collections?: readonly Collection[];
}

/** Reads every data file into raw entries that remember where each value is written. */
export function loadData(options: LoadOptions): RawData {
  const dataDir = resolve(options.dataDir);
  const cwd = options.cwd ?? process.cwd();
  const diagnostics: Diagnostic[] = [];
  const entries = new Map<string, RawEntry[]>();
  const claimedKeys = new Map<string, Set<string>>();
  const display = (absolute: string) => {
    const rel = relative(cwd, absolute);
    return rel.startsWith('..') ? absolute : rel;
  };

  const readText = (absolute: string, what: string): string | undefined => {
    try {
      return readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
    } catch (error) {
      const loc = { file: display(absolute), line: 1, column: 1 };
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') diagnostics.push(diagnostic(catalogue.MissingFile, { what }, { loc }));
      else diagnostics.push(diagnostic(catalogue.ReadFailed, { reason: (error as Error).message }, { loc }));
      return undefined;
    }
  };
  const read = (absolute: string, what: string): SourceFile | undefined => {
    const text = readText(absolute, what);
    return text === undefined ? undefined : parseYaml(new SourceFile(absolute, display(absolute), text));
  };
  /** Front matter and body of a Markdown file; undefined, with a diagnostic, when either is unusable. */
  const readMarkdown = (absolute: string): { file: SourceFile; body: { markdown: string; line: number } } | undefined => {
    const text = readText(absolute, 'a Markdown file');
    if (text === undefined) return undefined;
    const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
    if (!match) {
      diagnostics.push(diagnostic(catalogue.NoFrontMatter, undefined, { loc: { file: display(absolute), line: 1, column: 1 } }));
      return undefined;
    }
    const file = parseYaml(new SourceFile(absolute, display(absolute), match[1]!, { lineOffset: 1, fullText: text }));
    const bodyLine = match[0].split('\n').length;
    return file && { file, body: { markdown: text.slice(match[0].length), line: bodyLine } };
  };
  const parseYaml = (file: SourceFile): SourceFile | undefined => {
    // Only the first syntax error of a file: the parser's later ones are mostly echoes of it.
    const [error] = file.doc.errors;
    if (error) {
      const loc = file.locationOf(error.pos[0]);
      const key = error.code === 'DUPLICATE_KEY' ? /^\s*["']?([^"':]+)/.exec(file.text.slice(error.pos[0]))?.[1] : undefined;
      const problem = key
        ? diagnostic(catalogue.DuplicateKey, { key: key.trim() }, { loc, frame: file.frame(loc) })
        : diagnostic(catalogue.YamlSyntax, { detail: error.message.split('\n')[0] ?? error.message }, { loc, frame: file.frame(loc) });
      diagnostics.push(problem);
      return undefined;
    }
    if (file.doc.contents === null) {
      diagnostics.push(diagnostic(catalogue.EmptyFile, undefined, { loc: { file: file.displayPath, line: 1, column: 1 } }));
      return undefined;
    }
    return file;
  };

  for (const collection of options.collections ?? collections.filter((c) => c.loaded)) {
    const found: RawEntry[] = [];
    const { source } = collection;
    if (source.kind === 'entries') {
      const files = fg.sync(`${source.dir}/*.{yaml,yml}`, { cwd: dataDir, absolute: true }).sort();
      const claimed = new Set<string>();
      for (const absolute of files) {
        const fileName = basename(absolute).replace(/\.ya?ml$/, '');
        if (!SLUG.test(fileName)) {
          diagnostics.push(diagnostic(catalogue.FileNameNotSlug, { fileName }, { loc: { file: display(absolute), line: 1, column: 1 } }));
        }
        const file = read(absolute, `a ${collection.name}`);
        const value: unknown = file?.doc.toJS();
        const key = value && typeof value === 'object' ? (value as Record<string, unknown>)[source.key] : undefined;
        claimed.add(typeof key === 'string' ? key : fileName);
        if (file) found.push({ file, path: [], value });
      }
      claimedKeys.set(collection.name, claimed);
    } else if (source.kind === 'markdown') {
      const files = fg.sync(`${source.dir}/*.md`, { cwd: dataDir, absolute: true }).sort();
      const claimed = new Set<string>();
      for (const absolute of files) {
        const fileName = basename(absolute, '.md');
        claimed.add(fileName);
        if (!SLUG.test(fileName)) {
          diagnostics.push(diagnostic(catalogue.FileNameNotSlug, { fileName }, { loc: { file: display(absolute), line: 1, column: 1 } }));
        }
        const read = readMarkdown(absolute);
        if (read) found.push({ file: read.file, path: [], value: read.file.doc.toJS(), body: read.body });
      }
      claimedKeys.set(collection.name, claimed);
    } else if (source.kind === 'single' || source.kind === 'list') {
      const absolute = join(dataDir, source.file);
      const file = read(absolute, source.kind === 'single' ? `the ${collection.name} settings` : `the ${collection.name} list`);
      if (file && source.kind === 'single') found.push({ file, path: [], value: file.doc.toJS() });
      if (file && source.kind === 'list') {
        if (!isSeq(file.doc.contents)) {
          const loc = file.locate([]);
          diagnostics.push(
            diagnostic(
              catalogue.WrongType,
              { expected: `a list of ${collection.name} entries`, found: isMap(file.doc.contents) ? 'a mapping' : 'a single value' },
              { loc, frame: file.frame(loc) },
            ),
          );
        } else {
          const items = file.doc.toJS() as unknown[];
          items.forEach((value, index) => found.push({ file, path: [index], value }));
        }
      }
    }
    entries.set(collection.name, found);
  }

  const images = new Set(fg.sync('images/**/*', { cwd: dataDir, onlyFiles: true }));
  return { dataDir, entries, claimedKeys, images, diagnostics };
}

/** The file name of an entry without its extension: `tata-nexon-ev` for `cars/tata-nexon-ev.yaml`. */
export function entryFileName(entry: RawEntry): string {
  return basename(entry.file.absolutePath).replace(/\.(ya?ml|md)$/, '');
}
