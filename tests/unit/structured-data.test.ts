import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../src/build.ts';
import { decodeEntities } from './html-scan.ts';
import { jsonLdBlocks, type JsonLd, type JsonLdOf } from './json-ld.ts';

const base = 'https://evguide.in';
const out = join(mkdtempSync(join(tmpdir(), 'evguide-ld-')), 'dist');
interface Found {
  file: string;
  ld: JsonLd;
}
const blocks: Found[] = [];
afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

beforeAll(async () => {
  await build({ dataDir: 'data', outDir: out, buildDate: new Date('2026-11-21T00:00:00Z') });
  for (const file of fg.sync('**/*.html', { cwd: out })) {
    for (const ld of jsonLdBlocks(readFileSync(join(out, file), 'utf8'))) blocks.push({ file, ld });
  }
});

/** Whether a URL under the base URL names a file of the build (clean URLs, anchors ignored). */
function resolves(url: string): boolean {
  const path = url.slice(base.length).split('#')[0]!.replace(/^\//, '');
  return path === '' || existsSync(join(out, path)) || existsSync(join(out, `${path}.html`));
}
const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${base}/`) && resolves(value);
const isoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** The questions of the FAQ accordions a reader sees on a page, in order. */
const shownQuestions = (html: string) =>
  [...html.matchAll(/<h[23] class="faq__question">(.*?)<\/h[23]>/g)].map((match) => decodeEntities(match[1]!));

/** The blocks of one page and type, with their type's properties (a type guard for filter). */
const blocksOf =
  <Type extends JsonLd['@type']>(file: string, type: Type) =>
  (block: Found): block is { file: string; ld: JsonLdOf<Type> } =>
    block.file === file && block.ld['@type'] === type;

/** What each type must have, per schema.org and Google's structured-data guidelines. */
const rules: { [Type in JsonLd['@type']]: (ld: JsonLdOf<Type>) => void } = {
  WebSite: (ld) => {
    expect(ld.name).toBeTruthy();
    expect(absolute(ld.url)).toBe(true);
    expect(ld.potentialAction['@type']).toBe('SearchAction');
    expect(ld.potentialAction.target.urlTemplate).toContain('{search_term_string}');
    expect(ld.potentialAction['query-input']).toBe('required name=search_term_string');
  },
  Organization: (ld) => {
    expect(ld.name).toBeTruthy();
    expect(absolute(ld.url)).toBe(true);
    expect(absolute(ld.logo)).toBe(true);
  },
  BreadcrumbList: (ld) => {
    expect(ld.itemListElement.length).toBeGreaterThanOrEqual(2);
    ld.itemListElement.forEach((item, index) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(index + 1);
      expect(item.name).toBeTruthy();
      expect(absolute(item.item), item.item).toBe(true);
    });
  },
  ItemList: (ld) => {
    expect(ld.numberOfItems).toBe(ld.itemListElement.length);
    for (const item of ld.itemListElement) expect(absolute(item.url), item.url).toBe(true);
  },
  Car: (ld) => {
    expect(ld.name).toBeTruthy();
    expect(absolute(ld.url)).toBe(true);
    expect(absolute(ld.image)).toBe(true);
    expect(ld.brand['@type']).toBe('Brand');
    expect(ld.offers['@type']).toBe('AggregateOffer');
    expect(ld.offers.priceCurrency).toBe('INR');
    expect(ld.offers.lowPrice).toBeGreaterThan(0);
    // A car whose top price is not confirmed has no highPrice rather than a false one.
    if (ld.offers.highPrice !== undefined) expect(ld.offers.lowPrice).toBeLessThanOrEqual(ld.offers.highPrice);
    expect(ld.fuelType).toBe('Electric');
    expect(ld.review.reviewRating.ratingValue).toBeLessThanOrEqual(ld.review.reviewRating.bestRating);
  },
  BlogPosting: (ld) => {
    expect(ld.headline.length).toBeLessThanOrEqual(110);
    expect(absolute(ld.url)).toBe(true);
    expect(absolute(ld.image)).toBe(true);
    expect(isoDate(ld.datePublished)).toBe(true);
    expect(ld.author.name).toBeTruthy();
    expect(ld.publisher['@type']).toBe('Organization');
  },
  FAQPage: (ld) => {
    expect(ld.mainEntity.length).toBeGreaterThan(0);
    for (const question of ld.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toBeTruthy();
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text).toBeTruthy();
    }
  },
  DefinedTermSet: (ld) => {
    expect(ld.hasDefinedTerm.length).toBeGreaterThanOrEqual(60);
    for (const term of ld.hasDefinedTerm) {
      expect(term['@type']).toBe('DefinedTerm');
      expect(term.name).toBeTruthy();
      // On the Hindi glossary, its Hindi twin's entries.
      expect(term.url.startsWith(`${base}/ev-glossary#`) || term.url.startsWith(`${base}/hi/ev-glossary#`)).toBe(true);
      expect(term.inDefinedTermSet).toBe(ld['@id']);
    }
  },
};

describe('JSON-LD on every page', () => {
  it('parses and uses only schema.org types this site knows how to describe', () => {
    expect(blocks.length).toBeGreaterThan(70);
    for (const { file, ld } of blocks) {
      expect(ld['@context'], file).toBe('https://schema.org');
      expect(Object.keys(rules), `${file}: ${ld['@type']}`).toContain(ld['@type']);
    }
  });

  it('gives each type the properties it needs, with URLs that resolve', () => {
    for (const { file, ld } of blocks) {
      try {
        // A type the site does not describe has no rule: the call then fails, and the first test says which.
        (rules[ld['@type']] as (ld: JsonLd) => void)(ld);
      } catch (error) {
        throw new Error(`${file} ${ld['@type']}: ${(error as Error).message}`);
      }
    }
  });

  it('puts a BreadcrumbList on every inner page', () => {
    for (const file of fg.sync('**/*.html', { cwd: out })) {
      const html = readFileSync(join(out, file), 'utf8');
      const types = blocks.filter((block) => block.file === file).map((block) => block.ld['@type']);
      if (['index.html', '404.html', 'hi.html', 'hi/404.html'].includes(file) || html.includes('http-equiv="refresh"')) continue;
      expect(types, file).toContain('BreadcrumbList');
    }
  });

  it('puts a FAQPage on the blog and on every post, with the questions the page shows', () => {
    const site = loadSite({ dataDir: 'data' });
    const mustHave = new Map([['blog.html', site.faqs], ...site.posts.map((post) => [`blog/${post.slug}.html`, post.faqs] as const)]);
    expect(mustHave.size).toBeGreaterThan(5);
    for (const [file, faqs] of mustHave) {
      const questions = faqs.map((faq) => faq.question);
      expect(questions.length, file).toBeGreaterThan(0);
      const faqPages = blocks.filter(blocksOf(file, 'FAQPage'));
      expect(faqPages, `${file}: FAQPage blocks`).toHaveLength(1);
      expect(
        faqPages[0]!.ld.mainEntity.map((question) => question.name),
        `${file}: FAQPage questions`,
      ).toEqual(questions);
      expect(shownQuestions(readFileSync(join(out, file), 'utf8')), `${file}: questions shown`).toEqual(questions);
    }
  });

  it('has no FAQPage on a page that does not show its questions, nor an FAQ without one', () => {
    for (const file of fg.sync('**/*.html', { cwd: out })) {
      const marked = blocks.filter(blocksOf(file, 'FAQPage')).flatMap((block) => block.ld.mainEntity.map((question) => question.name));
      expect(marked, file).toEqual(shownQuestions(readFileSync(join(out, file), 'utf8')));
    }
  });
});
