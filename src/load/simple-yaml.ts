import { isReservedKey } from './yaml-problems.ts';

/**
 * A fast path for the front matter of posts and pages: most of it is `key: value` lines, a flow list of words and a
 * list of question/answer pairs. This reads exactly that subset and returns what the `yaml` package would return
 * for it (YAML 1.2, core schema), or undefined for anything else, which then goes to `yaml`. The `yaml` package
 * builds a full document with positions: 0.11 ms per front matter, 440 ms of a 4,000-post build. Positions are
 * only needed for diagnostics, and the document is parsed again when one is. A key JavaScript reserves
 * (`__proto__`, `constructor`) is left to `yaml` too, where it is reported at its place.
 */
export function parseSimpleYaml(text: string): Record<string, unknown> | undefined {
  const lines = text.split('\n');
  const out: Record<string, unknown> = {};
  let found = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.trim() === '' || /^#/.test(line)) continue;
    const pair = PAIR.exec(line);
    if (!pair || Object.hasOwn(out, pair[1]!) || isReservedKey(pair[1])) return undefined;
    const [, key, rest = ''] = pair;
    if (rest !== '') {
      const [text, next] = folded(rest, lines, i, 1);
      i = next;
      const value = text === undefined ? NOT_SIMPLE : inlineValue(text);
      if (value === NOT_SIMPLE) return undefined;
      out[key!] = value;
      found = true;
      continue;
    }
    // A block list at indent 2: scalars, or mappings of scalars ("- question: ...", "  answer: ...").
    const items: unknown[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.startsWith('  - ')) {
      i++;
      const item = lines[i]!.replace(/\r$/, '').slice(4);
      const itemPair = PAIR.exec(item);
      if (!itemPair || itemPair[2] === undefined || itemPair[2] === '') {
        const value = inlineValue(item);
        if (value === NOT_SIMPLE || Array.isArray(value)) return undefined;
        items.push(value);
        continue;
      }
      if (isReservedKey(itemPair[1])) return undefined;
      const map: Record<string, unknown> = {};
      const [firstText, afterFirst] = folded(itemPair[2], lines, i, 5);
      i = afterFirst;
      const first = firstText === undefined ? NOT_SIMPLE : inlineValue(firstText);
      if (first === NOT_SIMPLE || Array.isArray(first)) return undefined;
      map[itemPair[1]!] = first;
      while (i + 1 < lines.length && /^ {4}[^ ]/.test(lines[i + 1]!)) {
        i++;
        const inner = PAIR.exec(lines[i]!.replace(/\r$/, '').slice(4));
        if (!inner || inner[2] === undefined || inner[2] === '' || Object.hasOwn(map, inner[1]!) || isReservedKey(inner[1]))
          return undefined;
        const [innerText, afterInner] = folded(inner[2], lines, i, 5);
        i = afterInner;
        const value = innerText === undefined ? NOT_SIMPLE : inlineValue(innerText);
        if (value === NOT_SIMPLE || Array.isArray(value)) return undefined;
        map[inner[1]!] = value;
      }
      items.push(map);
    }
    if (items.length === 0) return undefined;
    out[key!] = items;
    found = true;
  }
  return found ? out : undefined;
}

/**
 * A plain scalar with its continuation lines (indented at least `indent` spaces) folded into one line, as YAML folds
 * them: one space per line break. Returns the text (undefined when a continuation is not plain) and the index of
 * its last line.
 */
function folded(first: string, lines: readonly string[], at: number, indent: number): [string | undefined, number] {
  let text = first;
  let i = at;
  const continuation = new RegExp(`^ {${indent},}\\S`);
  while (i + 1 < lines.length && continuation.test(lines[i + 1]!)) {
    const part = lines[i + 1]!.replace(/\r$/, '').trim();
    if (part.startsWith('- ') || part.startsWith('#') || /^["'[{]/.test(text) || !PLAIN.test(part)) return [undefined, i + 1];
    text = `${text.trimEnd()} ${part}`;
    i++;
  }
  return [text, i];
}

const NOT_SIMPLE = Symbol('not simple');
const PAIR = /^([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?$/;
/** A plain scalar this path takes: no indicator first, no ": " or " #" inside, no trailing colon. */
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?!.*(?:: | #|:$))[^\t]*$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

function inlineValue(raw: string): unknown {
  const text = raw.trimEnd();
  if (text.startsWith('"')) {
    const inner = text.slice(1, -1);
    return text.length >= 2 && text.endsWith('"') && !/["\\]/.test(inner) ? inner : NOT_SIMPLE;
  }
  if (text.startsWith("'")) {
    const inner = text.slice(1, -1);
    return text.length >= 2 && text.endsWith("'") && !inner.replace(/''/g, '').includes("'") ? inner.replace(/''/g, "'") : NOT_SIMPLE;
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) return NOT_SIMPLE;
    const body = text.slice(1, -1).trim();
    if (body === '') return [];
    const items = body.split(',').map((item) => item.trim());
    const values = items.map((item) => (item === '' || !PLAIN.test(item) || /[[\]{}]/.test(item) ? NOT_SIMPLE : scalar(item)));
    return values.includes(NOT_SIMPLE) ? NOT_SIMPLE : values;
  }
  return PLAIN.test(text) ? scalar(text) : NOT_SIMPLE;
}

/** A plain scalar resolved as the core schema does: null, booleans, decimal numbers, else the text. */
function scalar(text: string): unknown {
  if (text === '' || text === '~' || text === 'null' || text === 'Null' || text === 'NULL') return null;
  if (text === 'true' || text === 'True' || text === 'TRUE') return true;
  if (text === 'false' || text === 'False' || text === 'FALSE') return false;
  if (INT.test(text) || FLOAT.test(text)) return Number(text);
  // Octal, hexadecimal, infinities and not-a-number are left to `yaml`.
  if (/^[-+]?(?:0o|0x|\.inf|\.Inf|\.INF|\.nan|\.NaN|\.NAN)/.test(text)) return NOT_SIMPLE;
  return text;
}
