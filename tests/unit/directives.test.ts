import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandDirectives, findDirectives, markdownText } from '../../src/content/directives.ts';
import { renderMarkdown } from '../../src/content/index.ts';
import { siteOn } from '../../src/domain/index.ts';
import { quote } from '../../src/domain/quote.ts';
import { loadSite } from '../../src/build.ts';
import { loadData } from '../../src/load/index.ts';
import { listStaleFacts } from '../../src/load-site.ts';
import { validateData } from '../../src/validate/index.ts';
import { FIXTURE_DATE, fixtureSite, SITE_DATA } from './fixture.ts';

// Directives put the data's figures into posts: found with remark-directive, quoted from the data by
// src/domain/quote.ts, and written into the Markdown before it is rendered.

const site = siteOn(loadSite({ dataDir: SITE_DATA }), FIXTURE_DATE);

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
    const fact = { what: 'price of the Tata Nexon EV', asOf: '2025-08-01', source: 'https://ev.tatamotors.com/nexon/ev.html' };
    expect(quote('price', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '₹12.49 - 17.19 Lakh ex-showroom', fact });
    expect(quote('price', { car: 'tata-nexon-ev', variant: 'Creative 45' }, site)).toMatchObject({ text: '₹13.99 Lakh ex-showroom' });
    expect(quote('asof', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '1 August 2025', fact });
  });

  it("gives an on-road price as the car page works it out, a warranty, a lender's rate and a state's facts", () => {
    // The Creative+ MR in Maharashtra (tests/unit/onroad.test.ts works out the same sum for the Creative 45).
    expect(quote('onroad', { car: 'tata-nexon-ev', state: 'maharashtra' }, site)).toMatchObject({
      text: expect.stringMatching(/^₹13\.\d\d lakh on the road in Maharashtra$/),
    });
    expect(quote('warranty', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '8 years or 1,60,000 km' });
    expect(quote('rate', { lender: 'sbi' }, site)).toMatchObject({
      text: expect.stringMatching(/% a year$/),
      fact: { what: expect.stringContaining('interest rate of') },
    });
    expect(quote('fact', { of: 'incentives.delhi.roadTax' }, site)).toMatchObject({
      text: 'none up to ₹30 lakh until 31 March 2030, 10% above',
    });
    expect(quote('fact', { of: 'incentives.maharashtra.petrol' }, site)).toMatchObject({
      text: '₹103.5 a litre',
      fact: { what: 'Maharashtra petrol price', asOf: '2025-11-30' },
    });
    expect(quote('fact', { of: 'incentives.goa.petrol' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'state', value: 'goa' },
    });
    expect(quote('fact', { of: 'incentives.delhi.speedLimit' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'of' },
    });
  });

  it('says what is wrong: an unknown directive, an attribute missing or unknown, a car or variant the data lacks', () => {
    expect(quote('prize', { car: 'tata-nexon-ev' }, site)).toEqual({
      problem: { kind: 'unknown-directive', choices: ['price', 'asof', 'onroad', 'warranty', 'rate', 'fact'] },
    });
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

describe('a post that quotes a stale fact', () => {
  it('is stale itself, at the line of its directive, in validate and in query stale', () => {
    const copy = fixtureSite();
    try {
      const post = join(copy.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(
        post,
        readFileSync(post, 'utf8').replace('See [the Tata Nexon EV]', 'It costs :price{car=tata-nexon-ev}. See [the Tata Nexon EV]'),
      );
      const today = new Date('2027-01-01T00:00:00Z');
      const result = validateData(loadData({ dataDir: copy.dataDir, cwd: copy.root }), undefined, { today });
      const [warning] = result.warnings.filter((item) => item.code === 'stale-quote');
      // The good fixture's Nexon price is of 1 August 2025: 518 days before 1 January 2027, past its 365.
      expect(warning).toMatchObject({
        loc: { file: 'data/posts/first-ev-guide.md', line: 28, column: 10 },
        message:
          'the post quotes the price of the Tata Nexon EV, last confirmed on 2025-08-01, 518 days ago (the limit is 365, staleAfterDays in site.yaml)',
        severity: 'warning',
      });
      const rows = listStaleFacts({ dataDir: copy.dataDir, cwd: copy.root, today });
      expect(rows).toContainEqual(
        expect.objectContaining({
          file: 'data/posts/first-ev-guide.md',
          line: 28,
          what: 'price of the Tata Nexon EV, quoted in the post',
          daysOld: 518,
        }),
      );
    } finally {
      copy.cleanup();
    }
  });
});
