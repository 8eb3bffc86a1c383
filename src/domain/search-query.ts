/**
 * What a buyer's words ask of the site search, beyond the names they contain: "cheapest", "under 15 lakh",
 * "sunroof", "7 seater", a city or state. Read here, in the browser, from the query; the index (search.ts) carries
 * what each car has, worked out at build time.
 */

/** Equipment a query can ask for, each with the words that name it (English and Hindi) and how a car has it. */
export const searchFeatures = {
  sunroof: { words: ['sunroof', 'sunroofs', 'सनरूफ'], also: ['panoramic'], item: /sunroof/i },
  adas: { words: ['adas', 'एडीएएस'], also: [], item: /\badas\b|autonomous|lane.?keep|adaptive cruise/i },
  ventilatedSeats: { words: ['ventilated', 'वेंटिलेटेड'], also: ['seats', 'seat', 'सीटें', 'सीट'], item: /ventilated/i },
  camera360: { words: ['360', '360-degree', '360°'], also: ['camera', 'cameras', 'degree', 'view', 'कैमरा'], item: /360/ },
} as const;
export type SearchFeature = keyof typeof searchFeatures;

/** What a query asks, once the words that ask it are taken out: `words` are the ones left to match text. */
export interface SearchQuery {
  /** The words to find in titles and keywords. */
  words: string[];
  /** "cheapest", "budget", "सबसे सस्ती": cars cheapest first. */
  cheapest: boolean;
  /** "under 15 lakh", "15 लाख तक": cars whose cheapest variant costs at most this, ex-showroom, in lakh. */
  maxLakh?: number;
  /** "7 seater", "7 seats": cars with at least this many seats. */
  seats?: number;
  /** "sunroof": cars that have it, on some variant. */
  feature?: SearchFeature;
  /** A city or state named in the query, by the words that named it (matched against the index's places). */
  place?: string;
}

const CHEAPEST = new Set(['cheapest', 'cheap', 'cheaper', 'lowest', 'affordable', 'budget', 'सस्ती', 'सस्ता', 'सस्ते']);
/** Words that say nothing a title could match: "nexon ev price bangalore" asks for the Nexon EV. */
const FILLER = new Set([
  'price',
  'prices',
  'cost',
  'on-road',
  'onroad',
  'ex-showroom',
  'in',
  'for',
  'with',
  'the',
  'a',
  'an',
  'of',
  'best',
  'buy',
  'car',
  'cars',
  'सबसे',
  'कीमत',
  'दाम',
  'में',
  'की',
  'के',
  'का',
  'वाली',
  'कार',
  'कारें',
]);
/** Words of a vehicle kind, dropped once the query says anything else ("cheapest ev" is about price, not the letters EV). */
const VEHICLE = new Set(['ev', 'evs', 'electric', 'इलेक्ट्रिक']);

/** Starts a word: "max" in "emax 7" is not a price, nor "6 seats" in "ev6 seats". */
const AT_WORD = String.raw`(?<![\p{L}\p{M}\p{N}])`;
/** Ends a word. */
const END = String.raw`(?![\p{L}\p{M}\p{N}])`;
const LAKH = '(?:lakhs?|lacs?|l|लाख)';
/** A figure in another unit: "under 400 km" is about range, not price. */
const NOT_PRICE = String.raw`(?!\s*(?:km|kms|kwh|kw|min|mins|minutes|bhp|nm|%|seat))`;
const PRICE_CAP = [
  new RegExp(
    String.raw`${AT_WORD}(?:under|below|within|upto|up\s*to|less\s*than)\s*₹?\s*(\d+(?:\.\d+)?)${NOT_PRICE}\s*${LAKH}?${END}`,
    'iu',
  ),
  new RegExp(String.raw`${AT_WORD}(?:max|maximum|<)\s*₹?\s*(\d+(?:\.\d+)?)\s*${LAKH}${END}`, 'iu'),
  /₹?\s*(\d+(?:\.\d+)?)\s*लाख\s*(?:तक|से\s*कम|के\s*अंदर)/u,
];
const SEATS = new RegExp(String.raw`${AT_WORD}(\d{1,2})\s*-?\s*(?:seater|seaters|seats?|सीटर|सीटों|सीटें|सीट)${END}`, 'iu');

/** A price cap as lakh: a figure of ten thousand or more is in rupees ("under 1500000"). */
const asLakh = (figure: number) => (figure >= 10_000 ? figure / 100_000 : figure);

/**
 * Reads a query: its price cap, seats, equipment, cheapest-first and place words come out; the rest are the words to
 * match. `places` are the place names of the index (city and state names, lower-case, each a phrase).
 */
export function readSearchQuery(query: string, places: readonly string[] = []): SearchQuery {
  // Punctuation parts words ("bangalore?"), but a decimal point stays ("15.5 lakh").
  let rest = ` ${query.toLowerCase().replace(/[?!,;:"“”()]+|\.(?!\d)/g, ' ')} `;
  const read: SearchQuery = { words: [], cheapest: false };
  for (const pattern of PRICE_CAP) {
    const match = rest.match(pattern);
    if (match) {
      read.maxLakh = asLakh(Number(match[1]));
      rest = rest.replace(match[0], ' ');
      break;
    }
  }
  const seats = rest.match(SEATS);
  if (seats) {
    read.seats = Number(seats[1]);
    rest = rest.replace(seats[0], ' ');
  }
  // The longest place name first: "navi mumbai" before "mumbai".
  for (const place of [...places].sort((a, b) => b.length - a.length)) {
    const at = rest.indexOf(` ${place} `);
    if (at >= 0) {
      read.place = place;
      rest = `${rest.slice(0, at)} ${rest.slice(at + place.length + 1)}`;
      break;
    }
  }
  const words = rest.split(/\s+/).filter(Boolean);
  for (const word of words) {
    if (CHEAPEST.has(word)) read.cheapest = true;
    const feature = (Object.keys(searchFeatures) as SearchFeature[]).find((key) =>
      (searchFeatures[key].words as readonly string[]).includes(word),
    );
    if (feature) read.feature = feature;
  }
  const kept = words.filter((word) => !CHEAPEST.has(word) && !FILLER.has(word));
  const asksMore = read.cheapest || read.maxLakh !== undefined || read.seats !== undefined || read.place !== undefined;
  const named = kept.filter((word) => !VEHICLE.has(word));
  // A query of filler alone ("price", "ex-showroom price") is looked for as written.
  read.words = asksMore || named.length > 0 ? named : kept.length > 0 || read.feature ? kept : words;
  return read;
}

/** Whether a query asks about cars beyond their names: a price, seats or equipment. */
export const asksOfCars = (query: SearchQuery): boolean =>
  query.cheapest || query.maxLakh !== undefined || query.seats !== undefined || query.feature !== undefined;
