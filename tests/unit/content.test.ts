import { describe, expect, it } from 'vitest';
import { noCache } from '../../src/cache.ts';
import { renderContent, renderMarkdown, slugify } from '../../src/content/index.ts';
import { locateLink, readingMinutes } from '../../src/markdown/index.ts';
import { loadSite } from '../../src/load-site.ts';
import { threadPool, type ThreadPool } from '../../src/threads/pool.ts';
import { contactErrors, filterPosts, glossaryView, letterOf, parseLetter, siteOn } from '../../src/domain/index.ts';
import { FIXTURE_DATE } from './fixture.ts';

const glossary = [
  { href: '/ev-glossary#battery-management-system-bms', matches: ['BMS', 'battery management system'] },
  { href: '/ev-glossary#regenerative-braking', matches: ['regenerative braking'] },
];

describe('renderMarkdown', () => {
  it('renders GFM tables (in the tab order, as one too wide for a phone scrolls), lists and headings with stable, unique ids', () => {
    const { html, headings } = renderMarkdown('## Costs\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Costs\n');
    expect(html).toContain('<h2 id="costs">Costs</h2>');
    expect(html).toContain('<h2 id="costs-1">Costs</h2>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<li>one</li>');
    expect(headings.map((heading) => heading.id)).toEqual(['costs', 'costs-1']);
  });

  it('removes scripts, event handlers, javascript: URLs and raw HTML, keeping the text inert', () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://evil.example"></iframe> <a href="#" onclick="x()">a</a>\n\n<div style="position:fixed">overlay</div>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|style=/i);
    expect(html).toContain('<a>click</a>');
  });

  it('keeps safe URLs on links and images and drops the rest', () => {
    const { html } = renderMarkdown('![a](data:text/html,x) ![b](/images/b.svg) [mail](mailto:a@b.in) [rel](../cars) [vb](VBScript:x)');
    expect(html).toContain('<p>a <img');
    expect(html).not.toContain('<img alt="a">');
    expect(html).toContain('<img src="/images/b.svg" alt="b">');
    expect(html).toContain('<a href="mailto:a@b.in">mail</a>');
    expect(html).toContain('<a href="../cars">rel</a>');
    expect(html).toContain('<a>vb</a>');
  });

  it('shows an image whose URL is no image address (mailto, tel) as its description', () => {
    const { html } = renderMarkdown('![write to us](mailto:a@b.in) and ![call](tel:123)');
    expect(html).toBe('<p>write to us and call</p>\n');
  });

  it('judges a reference by the first definition of its label, as Markdown links it', () => {
    const { html } = renderMarkdown('[a][R] and ![b][I]\n\n[r]: https://ok.in\n[R]: javascript:x\n[i]: /images/b.svg\n[I]: data:x');
    expect(html).toContain('<a href="https://ok.in">a</a>');
    expect(html).toContain('<img src="/images/b.svg" alt="b">');
    const unsafeFirst = renderMarkdown('[a][R]\n\n[R]: javascript:x\n[r]: https://ok.in').html;
    expect(unsafeFirst).toContain('<a>a</a>');
  });

  it('autolinks URLs with a scheme, as GFM does, but not bare domain names', () => {
    const { html } = renderMarkdown('See https://www.tatamotors.com/ev or evguide.in.');
    expect(html).toContain('<a href="https://www.tatamotors.com/ev">https://www.tatamotors.com/ev</a>');
    expect(html).toContain(' or evguide.in.');
  });

  it('renders task lists as checklists of decorative marks, and aligned columns as classes', () => {
    const { html } = renderMarkdown('- [ ] Check tyres\n- [x] Wash\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |');
    expect(html).toContain(
      '<ul class="contains-task-list">\n<li class="task-list-item"><span class="checklist-mark" aria-hidden="true"></span> Check tyres</li>',
    );
    expect(html).not.toContain('[x]');
    expect(html).toContain('<th class="align-center">a</th>');
    expect(html).toContain('<td class="align-right">2</td>');
    expect(html).not.toContain('style=');
  });

  it('links the first mention of each glossary term only, never inside headings, links or code', () => {
    const { html } = renderMarkdown(
      '## What a BMS does\n\nThe BMS protects cells. Regenerative braking helps; the BMS again. [BMS](/cars) and `BMS`.',
      { glossary },
    );
    expect(html).toContain('<h2 id="what-a-bms-does">What a BMS does</h2>');
    expect(html.match(/class="glossary-link"/g)).toHaveLength(2);
    expect(html).toContain('The <a href="/ev-glossary#battery-management-system-bms" class="glossary-link">BMS</a> protects cells.');
    expect(html).toContain('<a href="/ev-glossary#regenerative-braking" class="glossary-link">Regenerative braking</a>');
  });

  it('matches whole words only and prefers the longer phrase', () => {
    const { html } = renderMarkdown('ABMSX is not a term, but the battery management system is.', { glossary });
    expect(html).toContain('<a href="/ev-glossary#battery-management-system-bms" class="glossary-link">battery management system</a>');
    expect(html).toContain('ABMSX');
  });

  it('counts words of running text for the reading time', () => {
    const { words } = renderMarkdown('## Two words\n\nThree more words, and | a | table |');
    expect(words).toBe(8); // Two words + Three more words and a table: the pipes are not words
    expect(readingMinutes(1230)).toBe(6);
    expect(readingMinutes(10)).toBe(1);
  });
});

describe('slugify', () => {
  it('makes the glossary anchors', () => {
    expect(slugify('Battery Management System (BMS)')).toBe('battery-management-system-bms');
    expect(slugify('Kilowatt (kW) vs kilowatt-hour (kWh)')).toBe('kilowatt-kw-vs-kilowatt-hour-kwh');
  });
});

describe('the glossary view', () => {
  const terms = [
    { term: 'Efficiency (Wh/km)', slug: 'efficiency-wh-km', definition: 'Energy used per kilometre.' },
    { term: 'Ex-showroom price', slug: 'ex-showroom-price', definition: 'The price before road tax and insurance.' },
    { term: 'Wall box', slug: 'wall-box', definition: 'A home charger, usually 7.2 kW.' },
    // A Hindi term is listed under its English term's letter, the first of its anchor.
    { term: 'वॉल बॉक्स', slug: 'wall-box', definition: 'घर का चार्जर।' },
  ];
  it('lists the terms under the letter, or every term or definition matching the search', () => {
    expect(glossaryView(terms, 'E', '').map((t) => t.term)).toEqual(['Efficiency (Wh/km)', 'Ex-showroom price']);
    expect(glossaryView(terms, 'E', 'CHARGER').map((t) => t.term)).toEqual(['Wall box']);
    expect(glossaryView(terms, 'Q', '')).toEqual([]);
    expect(glossaryView(terms, 'W', '').map((t) => t.term)).toEqual(['Wall box', 'वॉल बॉक्स']);
    expect(letterOf(' wall box')).toBe('W');
  });
  it('reads ?letter= as one letter in any case, else keeps E', () => {
    expect(parseLetter('?letter=b', 'E')).toBe('B');
    expect(parseLetter('?letter=bb', 'E')).toBe('E');
    expect(parseLetter('?letter=7', 'E')).toBe('E');
    expect(parseLetter('', 'E')).toBe('E');
  });
});

describe('filterPosts', () => {
  const posts = [
    { title: 'EV loans', excerpt: 'Banks and apps', category: 'Loans/Finance' },
    { title: 'Nexon vs ZS', excerpt: 'Two SUVs', category: 'Comparisons' },
  ];
  it('filters by search and category together', () => {
    expect(filterPosts(posts, 'suv', '')).toHaveLength(1);
    expect(filterPosts(posts, 'suv', 'Loans/Finance')).toEqual([]);
    expect(filterPosts(posts, '', 'Loans/Finance')[0]?.title).toBe('EV loans');
    expect(filterPosts(posts, '', '')).toHaveLength(2);
  });
});

describe('contactErrors', () => {
  const filled = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phone: '', subject: 'Range', message: 'How far?' };
  it('accepts a filled form with an empty optional phone', () => expect(contactErrors(filled)).toEqual({}));
  it('names each missing or malformed field', () => {
    expect(Object.keys(contactErrors({ ...filled, firstName: ' ', email: 'asha', message: '' }))).toEqual([
      'firstName',
      'email',
      'message',
    ]);
    expect(contactErrors({ ...filled, phone: 'call me' }).phone).toContain('digits');
  });
});

describe('locateLink', () => {
  it('finds the link written with exactly that URL, at the place its node starts, not a longer one that starts with it', () => {
    const markdown = 'See [Nexon](/cars/tata-nexon-ev) and [Tata](/cars/tata).\n\n![A car](/images/a%20car.svg)\n\n[ref]: /blog/x\n';
    const source = { markdown, line: 5, file: 'data/posts/x.md' };
    const { links } = renderMarkdown(markdown);
    expect(locateLink(source, links, '/cars/tata')?.loc).toEqual({
      file: 'data/posts/x.md',
      line: 5,
      column: 38,
      end: { line: 5, column: 56 },
    });
    expect(locateLink(source, links, '/cars/tata-nexon-ev')?.loc.column).toBe(5);
    expect(locateLink(source, links, '/images/a car.svg')?.loc).toEqual({
      file: 'data/posts/x.md',
      line: 7,
      column: 1,
      end: { line: 7, column: 30 },
    });
    expect(locateLink(source, links, '/blog/x')?.loc.line).toBe(9);
    expect(locateLink(source, links, '/cars/tata-punch-ev')).toBeUndefined();
  });
});

describe('renderContent', () => {
  it('renders on a worker thread exactly what it renders on the main thread', async () => {
    const site = siteOn(loadSite({ dataDir: 'tests/fixtures/site/data' }), FIXTURE_DATE);
    const pool = threadPool(2);
    const asked: string[] = [];
    // The pool as the build gives it, noting what its workers are asked to do.
    const watched: ThreadPool = {
      workersFor: (work, threshold, mainThreadIdle) =>
        pool.workersFor(work, threshold, mainThreadIdle).map((worker) => ({
          request: (kind, payload) => {
            asked.push(kind);
            return worker.request(kind, payload);
          },
          get busy() {
            return worker.busy;
          },
          get failure() {
            return worker.failure;
          },
        })),
      close: () => pool.close(),
    };
    try {
      const threaded = await renderContent(site, noCache, watched);
      const alone = await renderContent(site);
      expect(asked).toContain('markdown');
      for (const kind of ['posts', 'pages'] as const) {
        expect([...threaded[kind].keys()]).toEqual([...alone[kind].keys()]);
        for (const [slug, entry] of alone[kind]) {
          const { html, headings, words, links, key } = threaded[kind].get(slug)!;
          expect({ html, headings, words, links, key }, slug).toEqual({
            html: entry.html,
            headings: entry.headings,
            words: entry.words,
            links: entry.links,
            key: entry.key,
          });
        }
      }
    } finally {
      await watched.close();
    }
  }, 30_000);
});
