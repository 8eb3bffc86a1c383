import { wordTable, wordsIn } from './words.ts';

// The finder's reasons and what rules a car out (src/domain/finder.ts works out the figures; Hindi: src/domain/hi/).

export const finderWordTable = /* @__PURE__ */ wordTable('finder', {
  /** Said after a range that rests on an estimated claim. */
  estimated: ' (estimated: its own claim is not confirmed)',
  tripCovered: (highwayKm: number, tripKm: number, spare: number, margin: number) =>
    `Real highway range ${highwayKm} km covers your ${tripKm} km trip with ${spare}% to spare (you asked for ${margin}%)`,
  daysInTown: (cityKm: number, days: number, dailyKm: number) => `Real range about ${cityKm} km in town: ${days} days of ${dailyKm} km`,
  noHomeCharger: (dcKw: number | null, kmIn30Min: number | null) =>
    `No home charger: DC fast charging at up to ${dcKw} kW${kmIn30Min === null ? '' : ` adds about ${kmIn30Min} km in 30 minutes`}`,
  homeCharger: (chargerKw: string, perHour: number, dailyKm: number, hours: number) =>
    `A ${chargerKw} kW home charger adds ${perHour} km an hour: your ${dailyKm} km in ${hours} h`,
  perKm: (perKm: string, perKwh: string) => `₹${perKm} a km in electricity (estimate, at ₹${perKwh} a kWh on average)`,
  costOver: (money: string, years: number, state: string) =>
    `Cost of owning ${money} over ${years} years (estimate: bought in ${state}, then charging, insurance and servicing)`,
  zeroToHundred: (seconds: number) => `0-100 km/h in ${seconds} s`,
  overBudget: (price: string, budgetLakh: number | null) => `${price} on the road, over your ₹${budgetLakh} lakh`,
  seats: (seats: number, need: number) => `seats ${seats}, you need ${need}`,
  tripShort: (highwayKm: number, tripKm: number, margin: number, needKm: number) =>
    `real highway range ${highwayKm} km, short of your ${tripKm} km trip with ${margin}% to spare (${needKm} km)`,
  noCharging: 'no DC fast charging, and you have no home charger',
});

/** The finder's words in the language figures are being written in. */
export const finderWords = (): typeof finderWordTable.en => wordsIn(finderWordTable);
