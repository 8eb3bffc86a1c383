import { describe, expect, it } from 'vitest';
import { closest, nearest } from '../../src/domain/suggest.ts';

const cars = [
  { id: 'tata-nexon-ev', keys: ['tata-nexon-ev', 'nexon-ev'] },
  { id: 'tata-punch-ev', keys: ['tata-punch-ev', 'punch-ev'] },
  { id: 'mg-comet-ev', keys: ['mg-comet-ev', 'comet-ev'] },
  { id: 'mg-zs-ev', keys: ['mg-zs-ev'] },
];
const ids = (input: string) => nearest(input, cars, (car) => car.keys).map((car) => car.id);

describe('nearest', () => {
  it('puts a key that contains the address, or that it contains, first', () => {
    expect(ids('tata-nexon')[0]).toBe('tata-nexon-ev');
    expect(ids('nexon')[0]).toBe('tata-nexon-ev');
  });

  it('finds a typo by edit distance, and lists each item once', () => {
    expect(ids('tata-punhc-ev')[0]).toBe('tata-punch-ev');
    expect(ids('mg-comet-ev').filter((id) => id === 'mg-comet-ev')).toHaveLength(1);
  });

  it('suggests nothing for an address near no key', () => {
    expect(ids('zzzzzzzz')).toEqual([]);
  });
});

describe('closest', () => {
  it('names the one likely typo, or nothing', () => {
    expect(closest('pirce', ['price', 'range'])).toBe('price');
    expect(closest('battery', ['price', 'range'])).toBeUndefined();
  });
});
