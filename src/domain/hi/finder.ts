import type { finderWordTable } from '../finder-words.ts';
import type { safetyWords } from '../finder-safety.ts';
import { hindi } from './hindi.ts';

// The Hindi of the finder's reasons, what rules a car out, and how safety is judged (the English is beside each
// module's code; src/domain/words.ts says how they meet).

hindi<typeof finderWordTable>('finder', {
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
});

hindi<typeof safetyWords>('finder-safety', {
  notCrashTested: 'क्रैश टेस्ट नहीं हुआ',
  untested: (airbags) => `क्रैश टेस्ट नहीं हुआ; ${airbags} एयरबैग`,
  abroad: 'यह टेस्ट विदेश में बिकने वाली कार का है',
  old: (years) => `टेस्ट ${years} साल पुराना है`,
  rated: (agency, stars, year) => `${agency} ${stars} स्टार (${year})`,
  counted: (value, why) => `: सेफ्टी में ${value} गिना गया, क्योंकि ${why}`,
});
