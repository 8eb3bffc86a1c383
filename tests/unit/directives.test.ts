import { describe, expect, it } from 'vitest';
import { expandDirectives, findDirectives, markdownText } from '../../src/content/directives.ts';
import { renderMarkdown } from '../../src/content/index.ts';
import { quote } from '../../src/domain/quote.ts';
import { loadSite } from '../../src/build.ts';
import { SITE_DATA } from './fixture.ts';

// Directives put the data's figures into posts: found with remark-directive, quoted from the data by
// src/domain/quote.ts, and written into the Markdown before it is rendered.

const site = loadSite({ dataDir: SITE_DATA });

describe('findDirectives', () => {
  it('finds each text directive with its name, attributes and place', () => {
    const markdown = 'Intro.\n\nThe Nexon EV costs :price{car=tata-nexon-ev variant="Creative 45"} now.';
    const [use, ...more] = findDirectives(markdown);
    expect(more).toEqual([]);
    expect(use).toMatchObject({
      kind: 'text',
      name: 'price',
      attributes: { car: 'tata-nexon-ev', variant: 'Creative 45' },
      line: 3,
      column: 20,
    });
    expect(markdown.slice(use!.start, use!.end)).toBe(':price{car=tata-nexon-ev variant="Creative 45"}');
  });

  it('leaves alone what only looks like one: times, web addresses, code, and a colon escaped with a backslash', () => {
    expect(findDirectives('Charge from 10:30 to 11:45 at https://example.org/a:b, ratio 1:a.')).toEqual([]);
    // Among real directives, too: only the one written with its attributes is one.
    expect(findDirectives('At 10:30 it cost :price{car=x}, a:b.').map((use) => use.name)).toEqual(['price']);
    expect(findDirectives('Write `:price{car=x}` to quote a price, or \\:price for the word.')).toEqual([]);
  });
});

describe('quote', () => {
  it("gives a car's price and its date, or a variant's, as the data pages format them", () => {
    expect(quote('price', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '₹12.49 - 17.19 Lakh ex-showroom' });
    expect(quote('price', { car: 'tata-nexon-ev', variant: 'Creative 45' }, site)).toEqual({ text: '₹13.99 Lakh ex-showroom' });
    expect(quote('asof', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '1 August 2025' });
  });

  it('says what is wrong: an unknown directive, an attribute missing or unknown, a car or variant the data lacks', () => {
    expect(quote('prize', { car: 'tata-nexon-ev' }, site)).toEqual({ problem: { kind: 'unknown-directive', choices: ['price', 'asof'] } });
    expect(quote('price', {}, site)).toEqual({ problem: { kind: 'missing-attribute', attribute: 'car' } });
    expect(quote('price', { car: 'tata-nexon-ev', colour: 'red' }, site)).toEqual({
      problem: { kind: 'unknown-attribute', attribute: 'colour', choices: ['car', 'variant'] },
    });
    const unknown = quote('price', { car: 'tata-nexon' }, site);
    expect(unknown).toMatchObject({ problem: { kind: 'unknown-value', attribute: 'car', value: 'tata-nexon' } });
  });
});

describe('expandDirectives', () => {
  it('writes each figure in as plain text, its Markdown syntax escaped, so quoted data cannot add markup', () => {
    const markdown = 'A :x{} and :y{}.';
    const text = (use: { name: string }) => (use.name === 'x' ? '*bold* [link](javascript:alert(1))' : '<script>alert(1)</script>');
    const expanded = expandDirectives(markdown, findDirectives(markdown), text);
    expect(expanded).toBe(`A ${markdownText('*bold* [link](javascript:alert(1))')} and ${markdownText('<script>alert(1)</script>')}.`);
    expect(renderMarkdown(expanded).html).toBe('<p>A *bold* [link](javascript:alert(1)) and &lt;script&gt;alert(1)&lt;/script&gt;.</p>\n');
  });
});
