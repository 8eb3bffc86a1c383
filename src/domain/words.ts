import { formatLocale, type Locale } from './locale.ts';

// The words several modules of the domain write around their figures, in each language. A module's own words are in
// a table of its own beside its code, read the same way: the page's language is set around its render (locale.ts).

/** A module's word table in the language figures are being written in. */
export const wordsIn = <T>(table: Readonly<Record<Locale, T>>): T => table[formatLocale()];

const en = {
  /** Money or a quantity over a year: "₹5,000 a year". */
  perYear: (amount: string) => `${amount} a year`,
  perMonth: (amount: string) => `${amount} a month`,
  perKwh: (amount: string) => `${amount} a kWh`,
  perKm: (amount: string) => `${amount} a km`,
  perLitre: (amount: string) => `${amount} a litre`,
  /** A price as its maker lists it: "₹12.49 - 17.19 Lakh ex-showroom". */
  exShowroom: (price: string) => `${price} ex-showroom`,
  /** A whole number of lakh written in a sentence: "₹25 lakh". */
  lakh: (value: number) => `₹${value} lakh`,
  /** A crash-test result: "5 stars". */
  stars: (count: number) => `${count} stars`,
  airbags: (count: number | string) => `${count} airbags`,
};

const hi: typeof en = {
  perYear: (amount) => `${amount} सालाना`,
  perMonth: (amount) => `${amount} प्रति माह`,
  perKwh: (amount) => `${amount} प्रति kWh`,
  perKm: (amount) => `${amount} प्रति km`,
  perLitre: (amount) => `${amount} प्रति लीटर`,
  exShowroom: (price) => `${price} एक्स-शोरूम`,
  lakh: (value) => `₹${value} लाख`,
  stars: (count) => `${count} स्टार`,
  airbags: (count) => `${count} एयरबैग`,
};

/** The shared words in the language figures are being written in. */
export const words = (): typeof en => wordsIn({ en, hi });
