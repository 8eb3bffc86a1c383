import type { Locale } from './locale.ts';
import { wordsIn } from './words.ts';

// The words of road-tax rates and concessions (src/domain/taxes.ts), in each language. Amounts and dates come in
// written already ("₹25 lakh", "31 March 2030"); a rate of slabs is written by describeTaxRate with `slabUpTo` and
// `slabAbove`.

/** A concession in force or ended, as its note says it (evRoadTaxOn). */
export interface ConcessionNote {
  /** Its rate, percent: 0 for an exemption. */
  percent: number;
  /** The price it is capped at, written ("₹25 lakh"), or undefined. */
  cap: string | undefined;
  /** The day it lasts until or ended on, written, or undefined. */
  until: string | undefined;
  /** What cars pay after it, or above its cap, written. */
  after: string;
  /** Whether that is the petrol rate. */
  asPetrol: boolean;
}

/** How a car's road tax is worked out under a concession's limits (evRoadTaxHow). */
export interface RoadTaxWorking {
  /** The percent the car pays. */
  percent: number;
  /** The concession's own percent: 0 for an exemption. */
  concession: number;
  cap: string | undefined;
  until: string | undefined;
}

const en = {
  slabUpTo: (percent: number, lakh: string) => `${percent}% up to ${lakh}`,
  slabAbove: (percent: number) => `${percent}% above`,
  /** A rate of nothing in a summary. */
  none: 'none',
  /** The rate a car pays, as its on-road price's road-tax line says it. */
  ofPrice: (percent: number) => `${percent}% of the ex-showroom price`,
  noneAtThisPrice: 'none on electric cars at this price',
  /** A concession by its rate: "exemption", "5% rate". */
  concession: (percent: number) => (percent === 0 ? 'exemption' : `${percent}% rate`),
  endedHow: (w: RoadTaxWorking, on: string) =>
    `${en.ofPrice(w.percent)}: the ${en.concession(w.concession)} for electric cars ended on ${on}`,
  overCapHow: (w: RoadTaxWorking) =>
    `${en.ofPrice(w.percent)}: the ${en.concession(w.concession)} for electric cars covers only cars up to ${w.cap}`,
  inForceHow: (w: RoadTaxWorking) => {
    const limits = `${w.cap === undefined ? '' : ` up to ${w.cap}`}${w.until === undefined ? '' : ` until ${w.until}`}`;
    return w.percent === 0 ? `none on electric cars${limits}` : `${en.ofPrice(w.percent)}, the rate for electric cars${limits}`;
  },
  endedSummary: (rate: string, concession: number, on: string) => `${rate} (the ${en.concession(concession)} ended on ${on})`,
  cappedSummary: (rate: string, cap: string, until: string | undefined, above: string) =>
    `${rate} up to ${cap}${until === undefined ? '' : ` until ${until}`}, ${above}`,
  summary: (rate: string, until: string | undefined) => `${rate}${until === undefined ? '' : ` until ${until}`}`,
};

/** The concession as Hindi names it: "छूट", "5% की रियायती दर". */
const riyayat = (percent: number) => (percent === 0 ? 'छूट' : `${percent}% की रियायती दर`);

const hi: typeof en = {
  slabUpTo: (percent, lakh) => `${lakh} तक ${percent}%`,
  slabAbove: (percent) => `उससे ऊपर ${percent}%`,
  none: 'शून्य',
  ofPrice: (percent) => `एक्स-शोरूम कीमत का ${percent}%`,
  noneAtThisPrice: 'इस कीमत पर इलेक्ट्रिक कारों पर कोई टैक्स नहीं',
  concession: riyayat,
  endedHow: (w, on) => `${hi.ofPrice(w.percent)}: इलेक्ट्रिक कारों को मिलने वाली ${riyayat(w.concession)} ${on} को खत्म हो गई`,
  overCapHow: (w) => `${hi.ofPrice(w.percent)}: इलेक्ट्रिक कारों को मिलने वाली ${riyayat(w.concession)} सिर्फ ${w.cap} तक की कारों पर है`,
  inForceHow: (w) => {
    const cap = w.cap === undefined ? '' : `${w.cap} तक की `;
    return w.percent === 0
      ? `${w.until === undefined ? '' : `${w.until} तक `}${cap}इलेक्ट्रिक कारों पर कोई टैक्स नहीं`
      : `${hi.ofPrice(w.percent)}, ${cap}इलेक्ट्रिक कारों की दर${w.until === undefined ? '' : ` (${w.until} तक)`}`;
  },
  endedSummary: (rate, concession, on) => `${rate} (${riyayat(concession)} ${on} को खत्म हो गई)`,
  cappedSummary: (rate, cap, until, above) => `${cap} तक ${rate}${until === undefined ? '' : ` (${until} तक)`}, ${above}`,
  summary: (rate, until) => (until === undefined ? rate : rate === hi.none ? `${until} तक ${rate}` : `${rate} (${until} तक)`),
};

/** The road-tax words in the language figures are being written in. */
export const taxWords = (): typeof en => wordsIn<typeof en>({ en, hi } satisfies Record<Locale, typeof en>);

// The notes of evRoadTaxOn, apart: only the build reads them, so the islands' scripts, which share the words above,
// do not carry these.
const notesEn = {
  ended: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'The road-tax exemption' : `Road tax of ${c.percent}%`} on electric cars${c.cap === undefined ? '' : ` up to ${c.cap}`} ended on ${c.until}; they now pay ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}`,
  open: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'No road tax' : `Road tax of ${c.percent}%`} on electric cars${c.until === undefined ? '' : ` until ${c.until}`}; after that, ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}, unless it is extended`,
  capped: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'No road tax' : `Road tax of ${c.percent}%`} on electric cars up to ${c.cap} ex-showroom${c.until === undefined ? '' : ` until ${c.until}`}; dearer ones pay ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}`,
};

const asPetrolHi = (c: ConcessionNote) => (c.asPetrol ? ', जितना पेट्रोल कार पर लगता है' : '');

const notesHi: typeof notesEn = {
  ended: (c) =>
    `${c.cap === undefined ? '' : `${c.cap} तक की `}इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'रोड टैक्स की छूट' : `${c.percent}% की रियायती रोड टैक्स दर`} ${c.until} को खत्म हो गई; अब इन पर ${c.after} टैक्स लगता है${asPetrolHi(c)}`,
  open: (c) =>
    `${c.until === undefined ? '' : `${c.until} तक `}इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'कोई रोड टैक्स नहीं' : `${c.percent}% रोड टैक्स`}; उसके बाद ${c.after}${asPetrolHi(c)}, अगर इसे आगे न बढ़ाया जाए`,
  capped: (c) =>
    `${c.until === undefined ? '' : `${c.until} तक `}${c.cap} तक की एक्स-शोरूम कीमत वाली इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'कोई रोड टैक्स नहीं' : `${c.percent}% रोड टैक्स`}; इससे महंगी कारों पर ${c.after}${asPetrolHi(c)}`,
};

/** A concession's note (evRoadTaxOn) in the language figures are being written in. */
export const taxNoteWords = (): typeof notesEn =>
  wordsIn<typeof notesEn>({ en: notesEn, hi: notesHi } satisfies Record<Locale, typeof notesEn>);
