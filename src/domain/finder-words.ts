import type { Locale } from './locale.ts';
import { wordsIn } from './words.ts';

// The finder's reasons and what rules a car out, in each language (src/domain/finder.ts works out the figures).

const en = {
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
};

const hi: typeof en = {
  estimated: ' (अनुमान: इसकी अपनी दावा की गई रेंज की पुष्टि नहीं)',
  tripCovered: (highwayKm, tripKm, spare, margin) =>
    `हाईवे पर असल रेंज ${highwayKm} km: आपकी ${tripKm} km की यात्रा के बाद भी ${spare}% बचती है (आपने ${margin}% मांगी थी)`,
  daysInTown: (cityKm, days, dailyKm) => `शहर में असल रेंज करीब ${cityKm} km: रोज़ ${dailyKm} km के हिसाब से ${days} दिन`,
  noHomeCharger: (dcKw, kmIn30Min) =>
    `घर पर चार्जर नहीं: ${dcKw} kW तक की DC फास्ट चार्जिंग${kmIn30Min === null ? '' : `, जो 30 मिनट में करीब ${kmIn30Min} km जोड़ती है`}`,
  homeCharger: (chargerKw, perHour, dailyKm, hours) =>
    `${chargerKw} kW का होम चार्जर हर घंटे ${perHour} km जोड़ता है: आपके ${dailyKm} km ${hours} घंटे में`,
  perKm: (perKm, perKwh) => `बिजली का खर्च ₹${perKm} प्रति km (अनुमान, औसतन ₹${perKwh} प्रति kWh पर)`,
  costOver: (money, years, state) => `${years} साल में कुल खर्च ${money} (अनुमान: ${state} में खरीद, फिर चार्जिंग, इंश्योरेंस और सर्विस)`,
  zeroToHundred: (seconds) => `0-100 km/h ${seconds} सेकंड में`,
  overBudget: (price, budgetLakh) => `ऑन-रोड ${price}, आपके ₹${budgetLakh} लाख के बजट से ज़्यादा`,
  seats: (seats, need) => `${seats} सीटें, आपको ${need} चाहिए`,
  tripShort: (highwayKm, tripKm, margin, needKm) =>
    `हाईवे पर असल रेंज ${highwayKm} km, जो आपकी ${tripKm} km की यात्रा और ${margin}% अतिरिक्त (${needKm} km) के लिए कम है`,
  noCharging: 'DC फास्ट चार्जिंग नहीं, और आपके घर पर चार्जर नहीं है',
};

/** The finder's words in the language figures are being written in. */
export const finderWords = (): typeof en => wordsIn<typeof en>({ en, hi } satisfies Record<Locale, typeof en>);
