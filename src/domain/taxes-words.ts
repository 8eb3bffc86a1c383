import { wordTable, wordsIn } from './words.ts';

// The words of road-tax rates and concessions (src/domain/taxes.ts); their Hindi is in src/domain/hi/. Amounts and dates come in
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

/** The road-tax words, in English. */
export const taxWordTable = /* @__PURE__ */ wordTable('taxes', en);

/** The road-tax words in the language figures are being written in. */
export const taxWords = (): typeof en => wordsIn(taxWordTable);

// The notes of evRoadTaxOn, apart: only the build reads them, so the islands' scripts, which share the words above,
// do not carry these.
export const taxNoteTable = /* @__PURE__ */ wordTable('tax-notes', {
  ended: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'The road-tax exemption' : `Road tax of ${c.percent}%`} on electric cars${c.cap === undefined ? '' : ` up to ${c.cap}`} ended on ${c.until}; they now pay ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}`,
  open: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'No road tax' : `Road tax of ${c.percent}%`} on electric cars${c.until === undefined ? '' : ` until ${c.until}`}; after that, ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}, unless it is extended`,
  capped: (c: ConcessionNote) =>
    `${c.percent === 0 ? 'No road tax' : `Road tax of ${c.percent}%`} on electric cars up to ${c.cap} ex-showroom${c.until === undefined ? '' : ` until ${c.until}`}; dearer ones pay ${c.after}${c.asPetrol ? ', as on a petrol car' : ''}`,
});

/** A concession's note (evRoadTaxOn) in the language figures are being written in. */
export const taxNoteWords = (): typeof taxNoteTable.en => wordsIn(taxNoteTable);
