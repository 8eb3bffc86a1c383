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
  const display = (absolute: string) => {
    const rel = relative(cwd, absolute);
    return rel.startsWith('..') ? absolute : rel;
  };

  const read = (absolute: string): SourceFile | undefined => {
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
      diagnostics.push(diagnostic(catalogue.ReadFailed, { reason }, { loc: { file: display(absolute), line: 1, column: 1 } }));
      return undefined;
    }
    const file = new SourceFile(absolute, display(absolute), text.replace(/^\uFEFF/, ''));
    for (const error of file.doc.errors) {
      const loc = file.locationOf(error.pos[0]);
      const detail = error.message.split('\n')[0] ?? error.message;
      diagnostics.push(diagnostic(catalogue.YamlSyntax, { detail }, { loc, frame: file.frame(loc) }));
    }
    if (file.doc.errors.length > 0) return undefined;
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
      for (const absolute of files) {
        const file = read(absolute);
        if (file) found.push({ file, path: [], value: file.doc.toJS() });
      }
    } else if (source.kind === 'single' || source.kind === 'list') {
      const absolute = join(dataDir, source.file);
      const file = read(absolute);
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
  return { dataDir, entries, images, diagnostics };
}

/** The file name of an entry without its extension: `tata-nexon-ev` for `cars/tata-nexon-ev.yaml`. */
export function entryFileName(entry: RawEntry): string {
  return basename(entry.file.absolutePath).replace(/\.ya?ml$/, '');
}
