import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { codeFrame, type SourceLocation } from '../diagnostics/index.ts';

/** A path inside a YAML document: map keys and list indexes. */
export type FieldPath = readonly PropertyKey[];

/** Formats a field path the way users write it: `battery.capacityKwh`, `showcase[2]`. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

/** A parsed YAML file that can say where any of its values is written. */
export class SourceFile {
  readonly doc: Document.Parsed;
  readonly #lines = new LineCounter();

  readonly #lineOffset: number;
  readonly #fullText: string;

  /**
   * @param absolutePath where the file is on disk
   * @param displayPath how messages name it, e.g. `data/cars/tata-nexon-ev.yaml`
   * @param text the YAML, decoded
   * @param embedded for YAML front matter: the lines of the file before it, and the whole file (for code frames)
   */
  constructor(
    readonly absolutePath: string,
    readonly displayPath: string,
    readonly text: string,
    embedded: { lineOffset: number; fullText: string } = { lineOffset: 0, fullText: text },
  ) {
    this.#lineOffset = embedded.lineOffset;
    this.#fullText = embedded.fullText;
    this.doc = parseDocument(text, { lineCounter: this.#lines, uniqueKeys: true, prettyErrors: false });
  }

  /** The location of a character offset of the YAML, as a line and column of the whole file. */
  locationOf(offset: number, endOffset?: number): SourceLocation {
    const { line, col } = this.#lines.linePos(offset);
    const loc: SourceLocation = { file: this.displayPath, line: line + this.#lineOffset, column: col };
    // A node's range runs on over the line break and blank lines that follow a block value: the end is the last
    // character written, not the start of the next key's line.
    let last = endOffset;
    while (last !== undefined && last > offset && /\s/.test(this.text[last - 1] ?? '')) last--;
    if (last === undefined || last <= offset) return loc;
    const end = this.#lines.linePos(last);
    return { ...loc, end: { line: end.line + this.#lineOffset, column: end.col } };
  }

  /**
   * Where the value at `path` is written. For a map entry that is its key (so the line reads `price: ...`), ending
   * where its value ends; for a list item, the item. A path that does not exist resolves to its nearest existing parent.
   */
  locate(path: FieldPath): SourceLocation {
    let node: unknown = this.doc.contents;
    let offset = rangeOf(node)?.[0] ?? 0;
    let end = rangeOf(node)?.[1];
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
        // A missing field is reported at its parent's first key, with no extent: the whole parent is not the problem.
        if (!pair) {
          end = undefined;
          break;
        }
        offset = rangeOf(pair.key)?.[0] ?? offset;
        // An empty value (`price:`) has no range of its own worth showing: the key is the offending text then.
        end = (pair.value !== null && rangeOf(pair.value)?.[1]) || rangeOf(pair.key)?.[1];
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment];
        if (item === undefined) break;
        offset = rangeOf(item)?.[0] ?? offset;
        end = rangeOf(item)?.[1];
        node = item;
      } else break;
    }
    return this.locationOf(offset, end);
  }

  /**
   * Where `needle` is first written within the value at `path`: a directive in a folded FAQ answer, whose own line
   * and column the value's place would not give. The value's place when it is not written there as it is.
   */
  locateWithin(path: FieldPath, needle: string): SourceLocation {
    const node = this.doc.getIn(path as PropertyKey[], true) as Node | undefined;
    const range = node && 'range' in node ? node.range : undefined;
    const at = range ? this.text.indexOf(needle, range[0]) : -1;
    return range && at >= 0 && at + needle.length <= range[1] ? this.locationOf(at, at + needle.length) : this.locate(path);
  }

  /** The source text of the value at `path`, shortened, for "found ..." in messages; undefined when absent. */
  sourceOf(path: FieldPath): string | undefined {
    const node = this.doc.getIn(path as PropertyKey[], true) as Node | undefined;
    const range = node && 'range' in node ? node.range : undefined;
    if (!range) return undefined;
    const raw = this.text.slice(range[0], range[1]).trim();
    const oneLine = raw.replace(/\s*\n\s*/g, ' ');
    return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
  }

  /** A code frame pointing at a location in this file. */
  frame(loc: SourceLocation): string {
    return codeFrame(this.#fullText, loc.line, loc.column);
  }
}

/** A node's range: where it starts, where its value ends, and where it ends with its trailing comment. */
function rangeOf(node: unknown): readonly [number, number, number] | undefined {
  if (node && typeof node === 'object' && 'range' in node) return (node as { range?: [number, number, number] }).range;
  return undefined;
}
