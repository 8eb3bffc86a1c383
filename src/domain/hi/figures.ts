import type { sharedWords } from '../words.ts';
import { hindi } from './hindi.ts';
import type { bodyTypeWords } from '../body-types.ts';
import type { choiceWords } from '../directory.ts';
import type { connectors } from '../charging.ts';
import type { contactWords } from '../contact.ts';
import type { formatWords } from '../format.ts';
import type { moveWords } from '../price-moves.ts';
import type { scoreWords } from '../score.ts';
import type { searchWords } from '../search.ts';

// The Hindi of the words figures are written with, and of the directory's choices, the contact form's messages, the
// score's reasons and price moves (the English is beside each module's code; src/domain/words.ts says how they meet).

hindi<typeof sharedWords>('shared', {
  perYear: (amount) => `${amount} सालाना`,
  perMonth: (amount) => `${amount} प्रति माह`,
  perKwh: (amount) => `${amount} प्रति kWh`,
  perKm: (amount) => `${amount} प्रति km`,
  perLitre: (amount) => `${amount} प्रति लीटर`,
  exShowroom: (price) => `${price} एक्स-शोरूम`,
  lakh: (value) => `₹${value} लाख`,
  stars: (count) => `${count} स्टार`,
  airbags: (count) => `${count} एयरबैग`,
});

hindi<typeof formatWords>('format', {
  lakh: 'लाख',
  crore: 'करोड़',
  Lakh: 'लाख',
  Crore: 'करोड़',
  from: (price) => `${price} से शुरू`,
  // "से" would read twice beside "ऑन-रोड कीमत … से": a dash, as the ex-showroom range has.
  to: ' - ',
  notConfirmed: 'पुष्टि नहीं',
  cycleNotStated: 'टेस्ट साइकिल नहीं बताई',
  onwards: 'से शुरू',
  min: 'मिनट',
  h: 'घंटे',
  timeNotConfirmed: 'समय की पुष्टि नहीं',
  chargerPowerNotConfirmed: 'चार्जर पावर की पुष्टि नहीं',
  year: (n) => `${n} साल`,
  month: (n) => `${n} ${n === 1 ? 'महीना' : 'महीने'}`,
  atOnce: 'तुरंत',
});

hindi<typeof connectors>('charging', { dc: 'CCS2 (AC के लिए Type 2)', ac: 'Type 2, सिर्फ AC' });

hindi<typeof searchWords>('search', {
  notSold: 'अब नई नहीं बिकती',
  features: { sunroof: 'सनरूफ', adas: 'ADAS', ventilatedSeats: 'वेंटिलेटेड सीटें', camera360: '360° कैमरा' },
  featureOn: (feature, variant, price) => (variant ? `${variant} में ${feature} (${price})` : `${feature} (${price})`),
  seats: (count) => `${count} सीटें`,
  stateTitle: (state) => `${state} में EV रोड टैक्स और इंसेंटिव`,
});

hindi<typeof choiceWords>('directory', {
  dc: 'DC फास्ट चार्जिंग',
  dcMinutes: (minutes) => `DC, 10-80% अधिकतम ${minutes} मिनट में`,
  dcHour: 'DC, 10-80% एक घंटे या कम में',
  realRange: (km) => `${km} km या ज़्यादा`,
  perKm: (rupees) => `₹${rupees} प्रति km तक`,
  onRoad: (lakh) => `₹${lakh} लाख ऑन-रोड तक`,
});

hindi<typeof contactWords>('contact', {
  firstName: 'अपना पहला नाम लिखें।',
  lastName: 'अपना उपनाम लिखें।',
  email: 'अपना ईमेल पता लिखें।',
  emailLike: 'name@example.com जैसा ईमेल पता लिखें।',
  phone: 'फ़ोन नंबर सिर्फ अंकों में लिखें, या इसे खाली छोड़ दें।',
  subject: 'विषय लिखें।',
  message: 'अपना संदेश लिखें।',
});

hindi<typeof scoreWords>('score', {
  untestedUnknown: 'क्रैश टेस्ट नहीं हुआ, एयरबैग की पुष्टि नहीं',
  rated: (stars, agency, year) => `${stars} स्टार (${agency} ${year})`,
  untested: (airbags) => `क्रैश टेस्ट नहीं हुआ, ${airbags}`,
  noDc: 'DC फास्ट चार्जिंग नहीं',
  dcUnknown: 'DC चार्जिंग समय की पुष्टि नहीं',
  dcTime: (minutes) => `DC पर 10 से 80%: ${minutes} मिनट`,
  priceUnknown: (kwh) => `${kwh} kWh वर्ज़न की कीमत की पुष्टि नहीं`,
  perLakh: (km) => `${km} km प्रति लाख`,
});

hindi<typeof moveWords>('price-moves', {
  change: (upTo, percent, on) => (upTo ? `${on} को ${percent}% तक` : `${on} को औसतन ${percent}%`),
  note: (brand, changes, confirmed) =>
    `इस कीमत की ${confirmed} को पुष्टि होने के बाद ${brand} ने अपनी कीमतें ${changes.join(', फिर ')} बढ़ाईं; नई कीमत की पुष्टि नहीं हुई है`,
});

// Hindi car journalism keeps the acronyms (SUV, MPV) and writes the rest as they are said.
hindi<typeof bodyTypeWords>('body-types', {
  Hatchback: 'हैचबैक',
  SUV: 'SUV',
  Sedan: 'सेडान',
  MPV: 'MPV',
  Micro: 'माइक्रो कार',
  'Coupe SUV': 'कूपे SUV',
  Crossover: 'क्रॉसओवर',
});
