import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load-site.ts';
import { searchCounts, searchIndex, searchSite } from '../../src/domain/index.ts';
import { readSearchQuery } from '../../src/domain/search-query.ts';
import { SITE_DATA } from './fixture.ts';

// One static index of every car, post, glossary term and guide, searched in the browser: on the frozen site, so
// that a car added to data/ does not change what these searches find.
const site = loadSite({ dataDir: SITE_DATA });
const index = searchIndex(site);
const titles = (query: string, perKind = 5) =>
  searchSite(index, query, perKind).map((group) => [group.kind, group.entries.map((entry) => entry.title)]);

describe('searchIndex', () => {
  it('holds every car, post, glossary term, guide and state, each with the URL it opens', () => {
    const count = (kind: string) => index.filter((entry) => entry.kind === kind).length;
    expect([count('car'), count('post'), count('glossary'), count('guide')]).toEqual([
      site.cars.length,
      site.posts.length,
      site.glossary.length,
      // The guides are the guide pages and each state's incentives.
      site.pages.length + site.incentives.length,
    ]);
    // The search page's line under the box counts without building the index; the two must agree.
    expect(searchCounts(site)).toEqual({ car: count('car'), post: count('post'), glossary: count('glossary'), guide: count('guide') });
    expect(index.find((entry) => entry.title === 'Tata Nexon EV')).toMatchObject({
      url: '/cars/tata-nexon-ev',
      meta: 'Tata Motors · ₹12.49 - 17.19 Lakh · 489 km',
    });
    expect(index.find((entry) => entry.title === 'Regenerative braking')?.url).toBe('/ev-glossary#regenerative-braking');
  });
});

describe('searchSite', () => {
  it('groups what it finds by kind, cars first, matching the start of words', () => {
    expect(titles('mg')).toEqual([
      ['car', ['MG Comet EV', 'MG Windsor EV', 'MG ZS EV']],
      ['post', ['Tata Nexon EV vs MG ZS EV (2025): Which Electric SUV to Buy?']],
    ]);
    const regen = titles('regenerative');
    expect(regen.find(([kind]) => kind === 'glossary')).toEqual(['glossary', ['Regenerative braking']]);
  });

  it('needs every word, finds cars by brand name and old ids, and finds nothing for an empty query', () => {
    expect(titles('tata nexon')).toContainEqual(['car', ['Tata Nexon EV']]);
    expect(titles('nexon-ev')[0]).toEqual(['car', ['Tata Nexon EV']]);
    expect(titles('  ')).toEqual([]);
    expect(titles('zzz')).toEqual([]);
  });

  it('ignores accents either way', () => {
    const entries = [{ kind: 'car' as const, title: 'Škoda Elroq', meta: '', url: '/cars/skoda-elroq', keywords: 'skoda' }];
    expect(searchSite(entries, 'skoda')[0]?.entries.map((entry) => entry.title)).toEqual(['Škoda Elroq']);
    expect(searchSite(entries, 'ŠKODA elroq')[0]?.entries).toHaveLength(1);
  });
});

describe('searchSite, reading buyers’ words', () => {
  const cars = (query: string) => searchSite(index, query, Infinity).find((group) => group.kind === 'car')?.entries ?? [];
  const onSale = index.filter((entry) => entry.kind === 'car' && entry.lakh !== undefined);

  it('lists every car on sale cheapest first for "cheapest", and those up to a price for "under 15 lakh"', () => {
    const cheapest = cars('cheapest');
    expect(cheapest).toHaveLength(onSale.length);
    expect(cheapest.map((entry) => entry.lakh)).toEqual(onSale.map((entry) => entry.lakh!).sort((a, b) => a - b));
    for (const query of ['under 15 lakh', 'below ₹15 lakh', 'upto 15l', '15 लाख तक']) {
      const found = cars(query);
      expect(found.length, query).toBe(onSale.filter((entry) => entry.lakh! <= 15).length);
      expect(found.every((entry) => entry.lakh! <= 15)).toBe(true);
    }
    // The figure searched is the cheapest variant's, the one the card's price range starts at.
    expect(cars('under 15 lakh').find((entry) => entry.title === 'Tata Nexon EV')?.meta).toContain('₹12.49 - 17.19 Lakh');
  });

  it('finds equipment on the variant that has it, and says which', () => {
    // The Nexon's equipment list is its top variant's, so that is the variant the search names, at its price.
    expect(cars('sunroof').find((entry) => entry.title === 'Tata Nexon EV')?.meta).toContain('Sunroof on Empowered+ A 45 (₹17.19 Lakh)');
    for (const entry of cars('sunroof')) expect(entry.features?.sunroof).toBeDefined();
    expect(cars('cheapest suv with sunroof').every((entry) => entry.meta.includes('Sunroof'))).toBe(true);
  });

  it('counts seats: "7 seater" finds only cars with seven or more', () => {
    const entries = [
      {
        kind: 'car' as const,
        title: 'BYD eMAX 7',
        meta: 'BYD',
        url: '/cars/byd-emax-7',
        keywords: 'byd mpv',
        lakh: 26.9,
        seats: 7,
        seatsText: '7 seats',
      },
      {
        kind: 'car' as const,
        title: 'Tata Punch EV',
        meta: 'Tata',
        url: '/cars/tata-punch-ev',
        keywords: 'tata suv',
        lakh: 9.99,
        seats: 5,
        seatsText: '5 seats',
      },
    ];
    expect(searchSite(entries, '7 seater')[0]?.entries.map((entry) => entry.meta)).toEqual(['BYD · 7 seats']);
    expect(searchSite(entries, '7-seater under 20 lakh')).toEqual([]);
  });

  it('reads a city or state as a place: its incentives come first, and the rest of the words find the car', () => {
    const found = searchSite(index, 'nexon ev price bangalore');
    expect(found.find((group) => group.kind === 'car')?.entries.map((entry) => entry.title)).toEqual(['Tata Nexon EV']);
    expect(found.find((group) => group.kind === 'guide')?.entries[0]).toMatchObject({
      title: 'EV road tax and incentives in Karnataka',
      url: '/ev-incentives#state-karnataka',
    });
    expect(titles('mumbai')).toEqual([['guide', ['EV road tax and incentives in Maharashtra']]]);
  });

  it('ranks a title above a keyword, and finds a word by its stem: "charger" finds the charging guides first', () => {
    const posts = titles('charger').find(([kind]) => kind === 'post')![1] as string[];
    expect(posts.slice(0, 2).every((title) => /charging/i.test(title))).toBe(true);
    expect(posts[0]).not.toMatch(/Insurance/);
  });
});

describe('readSearchQuery leaves names alone', () => {
  it('reads no price or seats inside a name, nor a figure in another unit', () => {
    for (const query of [
      'byd emax 7',
      'kia ev6 seats',
      'mahindra be6 seats',
      'tata 7',
      'bmw i7',
      'under',
      'range under 400 km',
      '10 seater',
    ]) {
      const read = readSearchQuery(query);
      expect(read.maxLakh, query).toBeUndefined();
      if (query !== '10 seater') expect(read.seats, query).toBeUndefined();
    }
    expect(readSearchQuery('10 seater')).toMatchObject({ seats: 10, words: [] });
    expect(readSearchQuery('byd emax 7').words).toEqual(['byd', 'emax', '7']);
    expect(readSearchQuery('max 20 lakh')).toMatchObject({ maxLakh: 20 });
    expect(readSearchQuery('under 1500000')).toMatchObject({ maxLakh: 15 });
    expect(readSearchQuery('under 15.5 lakh?')).toMatchObject({ maxLakh: 15.5 });
    expect(readSearchQuery('सबसे ज़्यादा रेंज').cheapest).toBe(false);
  });

  it('keeps a query of filler words as typed, and reads a place through punctuation', () => {
    expect(titles('ex-showroom price').find(([kind]) => kind === 'glossary')).toBeDefined();
    expect(readSearchQuery('price').words).toEqual(['price']);
    expect(readSearchQuery('nexon ev, bangalore?', ['bangalore'])).toMatchObject({ place: 'bangalore', words: ['nexon'] });
  });

  it('finds the cars that have a feature named with its companion word', () => {
    const cars = (query: string) => searchSite(index, query, Infinity).find((group) => group.kind === 'car')?.entries ?? [];
    for (const [query, feature] of [
      ['ventilated seats', 'ventilatedSeats'],
      ['panoramic sunroof', 'sunroof'],
      ['360 camera', 'camera360'],
    ] as const) {
      const expected = index.filter((entry) => entry.features?.[feature]).length;
      expect(expected, query).toBeGreaterThan(0);
      expect(cars(query), query).toHaveLength(expected);
    }
  });

  it("lists a state's incentives only when the query names it or one of its cities", () => {
    const guides = (query: string) => searchSite(index, query, Infinity).find((group) => group.kind === 'guide')?.entries ?? [];
    expect(guides('ev').some((entry) => entry.places)).toBe(false);
    expect(guides('road tax pune').map((entry) => entry.title)[0]).toBe('EV road tax and incentives in Maharashtra');
  });
});

describe('searchSite, a feature and a price together', () => {
  it('prices a car by its cheapest variant that has the feature: "sunroof under 20 lakh" leaves out a car whose sunroof costs more', () => {
    const found = searchSite(index, 'sunroof under 20 lakh', Infinity).find((group) => group.kind === 'car')?.entries ?? [];
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) expect(entry.featureLakh?.sunroof).toBeLessThanOrEqual(20);
    // The Curvv EV starts under 20 lakh, but its sunroof comes on a variant above it.
    const curvv = index.find((entry) => entry.title === 'Tata Curvv EV')!;
    expect([curvv.lakh! <= 20, curvv.featureLakh!.sunroof! > 20]).toEqual([true, true]);
    expect(found.map((entry) => entry.title)).not.toContain('Tata Curvv EV');
    const prices = found.map((entry) => entry.featureLakh!.sunroof!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
