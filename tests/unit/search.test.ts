import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load-site.ts';
import { searchCounts, searchIndex, searchSite } from '../../src/domain/index.ts';
import { SITE_DATA } from './fixture.ts';

// One static index of every car, post, glossary term and guide, searched in the browser: on the frozen site, so
// that a car added to data/ does not change what these searches find.
const site = loadSite({ dataDir: SITE_DATA });
const index = searchIndex(site);
const titles = (query: string) => searchSite(index, query).map((group) => [group.kind, group.entries.map((entry) => entry.title)]);

describe('searchIndex', () => {
  it('holds every car, post, glossary term and guide, each with the URL it opens', () => {
    const count = (kind: string) => index.filter((entry) => entry.kind === kind).length;
    expect([count('car'), count('post'), count('glossary'), count('guide')]).toEqual([
      site.cars.length,
      site.posts.length,
      site.glossary.length,
      site.pages.length,
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
