import type { CarSummary } from './cars.ts';
import { formatLocale } from './locale.ts';
import { wordTable, wordsIn } from './words.ts';

/** The words figures are written with (Hindi: src/domain/hi/; the page's language is set around its render, locale.ts). */
export const formatWords = /* @__PURE__ */ wordTable('format', {
  lakh: 'lakh',
  crore: 'crore',
  Lakh: 'Lakh',
  Crore: 'Crore',
  from: (price: string) => `From ${price}`,
  /** Between the two ends of an on-road price that may have risen: "₹18.93 to 19.60 Lakh". */
  to: ' to ',
  notConfirmed: 'Not confirmed',
  cycleNotStated: 'cycle not stated',
  onwards: 'onwards',
  min: 'min',
  h: 'h',
  timeNotConfirmed: 'Time not confirmed',
  chargerPowerNotConfirmed: 'charger power not confirmed',
  year: (n: number) => `${n} year${n === 1 ? '' : 's'}`,
  month: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
  atOnce: 'at once',
});

/** The words of the language figures are being written in. */
const word = () => wordsIn(formatWords);

/**
 * A formatter made on first use: creating an Intl formatter loads ICU's locale data (~15 ms), which commands that
 * never format a number (`evguide query ... --format json`) should not pay at start-up.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const indian = lazy(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** Rupees in a lakh: prices in data/ are in lakh, sums of money in rupees. */
export const LAKH = 100_000;

/** A number with Indian digit grouping: 1,50,000. */
export const formatNumber = (value: number): string => indian().format(value);

/** An annual interest rate: "8.75 - 9.45%", or "9.3% onwards" when only the lowest is known. */
export const formatRate = ({ from, to }: { from: number; to?: number }): string =>
  to === undefined ? `${from}% ${word().onwards}` : `${from} - ${to}%`;

/** Rupees with Indian grouping: ₹1,50,000. */
export const formatRupees = (value: number): string => {
  const rupees = Math.round(value);
  // A minus before the sign, as on a bill ("−₹1,00,000"), and no "-0" for nothing taken off.
  return `${rupees < 0 ? '−' : ''}₹${indian().format(Math.abs(rupees))}`;
};

const twoDecimals = lazy(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A lakh amount as written on Indian price tags, always with two decimals: 12.9 -> "12.90". */
export const formatLakh = (value: number): string => twoDecimals().format(value);

/**
 * An on-road price as every page shows it in lakh, to the nearest thousand rupees: a card, a car page, its itemised
 * total and the finder give the same figure. (Over a budget by less than that, the finder says so in rupees.)
 */
export const roundOnRoad = (rupees: number): number => Math.round(rupees / 1000) * 1000;

/**
 * An on-road price as a headline gives it, rounded by roundOnRoad: "₹13.22 Lakh", or "₹18.93 to 19.60 Lakh" when the
 * price may have risen since it was confirmed, `upTo` the most it may now be.
 */
export function formatOnRoad(rupees: number, upTo?: number): string {
  const low = roundOnRoad(rupees) / LAKH;
  return upTo === undefined ? formatLakhPrice(low) : formatPriceRange({ min: low, max: roundOnRoad(upTo) / LAKH }, word().to);
}

/** An on-road price over a budget: in lakh, or in rupees where lakh would read as the budget (₹15,00,400 over ₹15 lakh). */
export const formatOverBudget = (rupees: number, budgetLakh: number): string =>
  roundOnRoad(rupees) > budgetLakh * LAKH ? formatRupeesInLakh(roundOnRoad(rupees)) : formatRupees(rupees);

/** A crore is a hundred lakh. */
const LAKH_IN_CRORE = 100;

/** A sum in lakh the way Indian prices are written: in lakh up to ₹99.99 lakh, in crore from ₹1 crore (100 lakh). */
function lakhOrCrore(lakh: number): { amount: string; unit: 'lakh' | 'crore' } {
  // Judged on the amount as shown: 99.996 lakh is ₹1.00 crore, not "₹100.00 lakh".
  return Math.abs(Math.round(lakh * 100) / 100) >= LAKH_IN_CRORE
    ? { amount: formatLakh(lakh / LAKH_IN_CRORE), unit: 'crore' }
    : { amount: formatLakh(lakh), unit: 'lakh' };
}

/** The unit as a price tag writes it: "Lakh", "Crore" (Hindi has no capitals). */
const capitalised = (unit: 'lakh' | 'crore') => word()[unit === 'lakh' ? 'Lakh' : 'Crore'];

/** A price in lakh as a price tag shows it: "₹12.49 Lakh", "₹1.55 Crore". */
export function formatLakhPrice(lakh: number): string {
  const { amount, unit } = lakhOrCrore(lakh);
  return `₹${amount} ${capitalised(unit)}`;
}

/** A sum in rupees as a sentence gives it, in lakh or crore: "₹13.55 lakh", "₹1.80 crore", "−₹0.50 lakh". */
export function formatRupeesInLakh(rupees: number): string {
  const { amount, unit } = lakhOrCrore(Math.abs(rupees) / LAKH);
  return `${rupees < 0 ? '−' : ''}₹${amount} ${word()[unit]}`;
}

/**
 * The ex-showroom price range: "₹12.49 - 17.19 Lakh", "₹7.99 Lakh" when it is one price, "From ₹16.49 Lakh" when
 * only the start is known; "₹1.40 - 1.60 Crore" and "₹95.00 Lakh - ₹1.10 Crore" above a crore. `between` joins the two
 * ends (" to " for an on-road range).
 */
export function formatPriceRange(price: { min: number; max?: number | undefined }, between = ' - '): string {
  if (price.max === undefined) return word().from(formatLakhPrice(price.min));
  if (price.min === price.max) return formatLakhPrice(price.min);
  const [low, high] = [lakhOrCrore(price.min), lakhOrCrore(price.max)];
  return low.unit === high.unit
    ? `₹${low.amount}${between}${high.amount} ${capitalised(low.unit)}`
    : `${formatLakhPrice(price.min)}${between}${formatLakhPrice(price.max)}`;
}

/**
 * What a detail no source has confirmed reads as, wherever the site shows one: "Not confirmed", in the language
 * figures are being written in.
 */
export const notConfirmed = (): string => word().notConfirmed;

/** The test cycle a range claim is made under, as a page names it: "MIDC P1+P2", or "cycle not stated". */
export const formatTestCycle = (cycle: string | null): string => cycle ?? word().cycleNotStated;

/** Claimed range: "489 km". */
export const formatRange = (car: Pick<CarSummary, 'range'>): string => `${formatNumber(car.range.claimedKm)} km`;

/** Battery, with every pack when there is a choice: "30 / 45 kWh". */
export function formatBattery(car: Pick<CarSummary, 'battery'>): string {
  const packs = car.battery.options && car.battery.options.length > 1 ? car.battery.options : [car.battery.capacityKwh];
  return `${packs.map(formatNumber).join(' / ')} kWh`;
}

/** Power: "143 bhp", or "Not confirmed". */
export const formatPower = (car: Pick<CarSummary, 'performance'>): string =>
  car.performance.powerBhp === null ? notConfirmed() : `${formatNumber(car.performance.powerBhp)} bhp`;

/** A duration in minutes as "40 min" or "6 h 30 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const { h, min } = word();
  if (whole < 60) return `${whole} ${min}`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} ${h}` : `${hours} ${h} ${rest} ${min}`;
}

/** The fastest way to charge: "40 min (20-80%)", the AC time when there is no DC charging, or "Time not confirmed". */
export function formatFastCharge(car: Pick<CarSummary, 'charging'>): string {
  const { ac, dc } = car.charging;
  if (dc) return dc.minutes === null ? word().timeNotConfirmed : `${formatMinutes(dc.minutes)} (${dc.fromPercent}-${dc.toPercent}%)`;
  return ac.hours === null ? word().timeNotConfirmed : `${formatMinutes(ac.hours * 60)} AC (${ac.fromPercent}-${ac.toPercent}%)`;
}

/** The AC charging time: "6 h 30 min (10-100%, 7.2 kW)", with what is not confirmed left out or said so. */
export function formatAcCharge(car: Pick<CarSummary, 'charging'>): string {
  const { ac } = car.charging;
  const power = ac.kw === null ? word().chargerPowerNotConfirmed : `${formatNumber(ac.kw)} kW`;
  return ac.hours === null
    ? `${word().timeNotConfirmed} (${power})`
    : `${formatMinutes(ac.hours * 60)} (${ac.fromPercent}-${ac.toPercent}%, ${power})`;
}

// Made once: creating an Intl formatter costs far more than using one, and builds format thousands of dates.
const dateFormats = {
  en: {
    day: lazy(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
    month: lazy(() => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })),
  },
  hi: {
    day: lazy(() => new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
    month: lazy(() => new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })),
  },
};

/** A date in Indian English, "15 August 2025", or in Hindi, "15 अगस्त 2025". */
export const formatDate = (date: Date): string => dateFormats[formatLocale()].day().format(date);

/** Month and year: "November 2026", "नवंबर 2026". */
export const formatMonthYear = (date: Date): string => dateFormats[formatLocale()].month().format(date);

/**
 * A percent-encoded URL part decoded, or as written when it is not valid encoding (`#%`, `/cars/%zz`): URLs come
 * from data and from visitors, and decodeURIComponent throws on those.
 */
export function decodeUrlPart(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A number of months in words: "4 years 4 months", "11 months", "1 year". */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const { year, month, atOnce } = word();
  return [years === 0 ? '' : year(years), rest === 0 ? '' : month(rest)].filter(Boolean).join(' ') || atOnce;
}
