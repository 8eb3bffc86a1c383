import { describe, expect, it } from 'vitest';
import { fieldPaths, meets, parseCondition, parseSort, pickFields, sortRows } from '../../src/query/fields.ts';
import { cellOf, renderRows } from '../../src/query/render.ts';

// The generic rules behind every `evguide query` collection, on small rows written here.
const rows = [
  { id: 'a', name: 'Alpha', price: { min: 12.5, max: 15 }, tags: ['suv', 'lfp'], launch: '2026-02' },
  { id: 'b', name: 'beta', price: { min: 9 }, tags: [], launch: '2025-11' },
  { id: 'c', name: 'Gamma, "the third"', price: { min: 30, max: 40 }, tags: ['sedan'] },
];

describe('field paths', () => {
  it('lists top-level fields and dotted paths into objects, not into lists', () => {
    expect(fieldPaths(rows)).toEqual(['id', 'name', 'price', 'price.min', 'price.max', 'tags', 'launch']);
  });

  it('picks fields into the same nesting, leaving out what a row lacks', () => {
    expect(pickFields(rows, ['id', 'price.max'])).toEqual([{ id: 'a', price: { max: 15 } }, { id: 'b' }, { id: 'c', price: { max: 40 } }]);
  });
});

describe('--where', () => {
  const ids = (condition: string) => rows.filter((row) => meets(row, parseCondition(condition))).map((row) => row.id);
  it('compares text ignoring case, numbers as numbers, and lists item by item', () => {
    expect(ids('name=BETA')).toEqual(['b']);
    expect(ids('price.min=12.50')).toEqual(['a']);
    expect(ids('tags=LFP')).toEqual(['a']);
    expect(ids('name~THIRD')).toEqual(['c']);
  });

  it('orders numbers numerically (9 < 12.5 < 30) and ISO dates as written; a missing value never passes', () => {
    expect(ids('price.min>10')).toEqual(['a', 'c']);
    expect(ids('price.min<10')).toEqual(['b']);
    expect(ids('launch<2026-01')).toEqual(['b']);
    // A year alone, which looks like a number, still compares with dates as text.
    expect(ids('launch>2026')).toEqual(['a']);
    expect(ids('launch<2026')).toEqual(['b']);
    expect(ids('price.max>0')).toEqual(['a', 'c']);
  });

  it('knows only the fields of the data, not what every object inherits', () => {
    expect(ids('toString~function')).toEqual([]);
    expect(fieldPaths(rows)).not.toContain('constructor');
  });

  it('takes everything after the first operator as the value', () => {
    expect(parseCondition('name=a=b')).toEqual({ field: 'name', op: '=', value: 'a=b' });
    expect(() => parseCondition('=x')).toThrow(/write field=value/);
  });
});

describe('--sort', () => {
  it('sorts ascending or with :desc, numbers numerically, missing values last both ways', () => {
    expect(sortRows(rows, parseSort('price.min')).map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, parseSort('price.max:desc')).map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, parseSort('price.max')).map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, parseSort('name')).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('output', () => {
  it('writes RFC 4180 CSV: quotes around commas, quotes and line breaks, quotes doubled', () => {
    const multiline = [{ id: 'x', note: 'one\ntwo' }];
    expect(renderRows(rows.slice(2), 'csv', ['id', 'name'])).toBe('id,name\nc,"Gamma, ""the third"""\n');
    expect(renderRows(multiline, 'csv', ['id', 'note'])).toBe('id,note\nx,"one\ntwo"\n');
  });

  it('spreads an object into dotted columns and joins lists in a table', () => {
    expect(renderRows(rows.slice(0, 2), 'table', ['id', 'price', 'tags'])).toBe(
      'id  price.min  price.max  tags\na   12.5       15         suv; lfp\nb   9\n',
    );
    expect(cellOf([{ a: 1 }])).toBe('[{"a":1}]');
  });

  it('prints NDJSON one object a line and JSON as an array', () => {
    expect(renderRows(pickFields(rows, ['id']), 'ndjson', [])).toBe('{"id":"a"}\n{"id":"b"}\n{"id":"c"}\n');
    expect(JSON.parse(renderRows(rows, 'json', []))).toEqual(rows);
  });
});
