import { hindi } from './hindi.ts';
import type { factWords } from '../quote-facts.ts';
import type { onRoadWords } from '../onroad.ts';
import type { ownershipWords } from '../quote-ownership.ts';
import type { quoteWords } from '../quote.ts';
import type { situationWords } from '../situation.ts';
import type { taxWordTable } from '../taxes-words.ts';

// The Hindi of the words around costs: on-road price lines, road tax, the quotes posts make of the data, and the
// buyer's situation (the English is beside each module's code; src/domain/words.ts says how they meet).

hindi<typeof onRoadWords>('onroad', {
  over: (kw) => `${kw} kW से ज़्यादा`,
  upTo: (kw) => `${kw} kW तक`,
  noPower: 'मोटर पावर की पुष्टि नहीं, इसलिए सबसे ऊंचा स्लैब',
  motor: (kw, slab) => `${kw} kW मोटर, ${slab} वाला स्लैब`,
  exShowroom: 'एक्स-शोरूम कीमत',
  gstIncluded: (price) => `${price}, GST सहित`,
  roadTax: (state) => `${state} में रोड टैक्स`,
  registration: 'रजिस्ट्रेशन',
  noFee: 'इलेक्ट्रिक कारों पर कोई फीस नहीं',
  fee: 'रजिस्ट्रेशन सर्टिफिकेट की फीस',
  insurance: 'खरीद के समय इंश्योरेंस',
  insuranceHow: (i) =>
    `${i.years} साल का थर्ड-पार्टी कवर, ${i.thirdParty} (${i.power}), और एक साल का ओन डैमेज, ${i.idv} के बीमित मूल्य (कीमत का ${i.idvPercent}%) का करीब ${i.percentOfIdv}%, ऊपर से ${i.gstPercent}% GST`,
  fastagHow: 'इश्यू फीस और रिफंडेबल डिपॉज़िट',
  tcs: 'TCS (आपको वापस मिलता है)',
  tcsHow: (percent, above) => `${above} से ऊपर की कीमत का ${percent}%, जिसे आप अपने इनकम टैक्स रिटर्न में क्लेम करते हैं`,
  incentive: 'खरीद इंसेंटिव',
  incentiveHow: 'इस कार के लिए राज्य का इंसेंटिव',
});

hindi<typeof quoteWords>('quote', {
  onRoad: (price, state) => `${state} में ऑन-रोड ${price}`,
  noWarranty: 'ऐसी बैटरी वारंटी, जिसकी हमने पुष्टि नहीं की है',
  warranty: (years, km) => `${years} साल ${km === null ? 'और अनलिमिटेड km' : `या ${km} km`}`,
  crashTest: (stars, agency, year) => `${agency} से ${stars} स्टार (${year})`,
  notCrashTested: 'क्रैश टेस्ट नहीं हुआ',
  rateFrom: (from) => `${from}% सालाना से शुरू`,
  rate: (from, to) => `${from} - ${to}% सालाना`,
  upTo: (months) => `${months} तक`,
  noPriceChange: 'हमारी जानकारी में कीमत में कोई बदलाव नहीं',
  priceChange: (average, percent, on) => (average ? `${on} से औसतन ${percent}%` : `${on} से ${percent}% तक`),
});

hindi<typeof factWords>('quote-facts', {
  noFee: 'शून्य',
  noSubsidy: 'कोई नहीं',
  insurance: (percent) => `एक्स-शोरूम कीमत का ${percent}% सालाना`,
  ownDamage: (percent) => `बीमित मूल्य का ${percent}% सालाना`,
  tcs: (percent, above) => `${above} से महंगी कार की कीमत का ${percent}%`,
});

hindi<typeof ownershipWords>('quote-ownership', {
  less: (money) => `${money} कम`,
  more: (money) => `${money} ज़्यादा`,
  cheaperBoth: 'कोई समय नहीं, क्योंकि एक ही कार खरीदने और चलाने, दोनों में सस्ती है',
  never: 'कभी नहीं, क्योंकि जो कार खरीदने में महंगी है, वह चलाने में भी सस्ती नहीं है',
  fromTheWall: (kwh) => `सॉकेट से ${kwh} kWh प्रति km`,
});

hindi<typeof situationWords>('situation', (s) => {
  const home = `₹${s.home} प्रति kWh (${s.typical ? `${s.state} का सामान्य घरेलू टैरिफ` : 'आपका टैरिफ'})`;
  const where =
    s.homeShare <= 0
      ? `घर पर चार्जर नहीं: पूरी चार्जिंग पब्लिक फास्ट चार्जर पर, ₹${s.public} प्रति kWh`
      : s.homeShare >= 100
        ? `पूरी चार्जिंग घर पर, ${home}`
        : `${s.homeShare}% चार्जिंग घर पर, ${home}, बाकी पब्लिक फास्ट चार्जर पर, ₹${s.public} प्रति kWh`;
  return `${s.state}, रोज़ ${s.dailyKm} km, ${where}; औसत ₹${s.average} प्रति kWh`;
});

/** The concession as Hindi names it: "छूट", "5% की रियायती दर". */
const riyayat = (percent: number) => (percent === 0 ? 'छूट' : `${percent}% की रियायती दर`);

const hi: (typeof taxWordTable)['en'] = {
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
hindi<typeof taxWordTable>('taxes', hi);
