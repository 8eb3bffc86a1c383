import type { Text } from '../en.ts';

export const finder: Text['finder'] = {
  // FindPage
  title: 'कौन-सी इलेक्ट्रिक कार आपके लिए सही है?',
  intro:
    'बताइए कि आप रोज़ कितना चलाते हैं, कहां चार्ज करते हैं और ऑन-रोड कितना ख़र्च कर सकते हैं। बिक रही हर कार का हर वेरिएंट इस पर परखा जाता है: जो फिट बैठते हैं, वे अपने आंकड़ों के साथ रैंक किए जाते हैं, और बाकी के साथ लिखा होता है कि वे किस वजह से बाहर हुए।',

  // Finder
  noneFitsYet: 'अभी कोई कार फिट नहीं बैठती',
  fitsOne: '{count} कार फिट बैठती है',
  fitsOther: '{count} कारें फिट बैठती हैं',
  summary: '(रोज़ {daily} km{trip}, {home}, {state}{budget})',
  summaryTrip: ', {km} km की ट्रिप',
  summaryNoHome: 'घर पर चार्जर नहीं',
  summaryHomeShare: '{percent}% चार्जिंग घर पर',
  summaryBudget: ', ऑन-रोड ₹{lakh} लाख तक',
  liveNone: 'कोई कार फिट नहीं बैठती।',
  liveFits: '{fits}; सबसे ऊपर {name}।',
  noscript:
    'फाइंडर अपना जवाब आपके ब्राउज़र में निकालता है, जिसके लिए JavaScript ज़रूरी है: नीचे का जवाब दिखाई गई स्थिति के लिए है, फॉर्म में भरी गई स्थिति के लिए नहीं।',
  note: 'रेंज हर वेरिएंट के दावे से निकाला गया असल इस्तेमाल का अनुमान है; ऑन-रोड कीमत में {state} का रोड टैक्स, नई कार के लिए ज़रूरी इंश्योरेंस, FASTag और TCS जोड़े गए हैं। चार्जिंग का ख़र्च इस स्थिति के लिए है: {situation}; पब्लिक फास्ट चार्जिंग: {verified}। {years} साल का ख़र्च वही है जो कार के पेज पर मालिकाना ख़र्च है: रोड टैक्स और रजिस्ट्रेशन समेत कीमत, इंसेंटिव घटाकर, फिर {years} साल की चार्जिंग, इंश्योरेंस और सर्विसिंग।',

  // The form
  dailyLabel: 'रोज़ की दूरी',
  dailyUnit: 'km रोज़',
  tripLabel: 'बिना चार्ज किए सबसे लंबी नियमित ट्रिप',
  tripUnit: 'km (0: कोई नहीं)',
  marginLabel: 'उस ट्रिप पर बची रहने वाली रेंज',
  homeLabel: 'घर पर चार्जिंग',
  homeNone: 'घर पर चार्जर नहीं',
  home33: '3.3 kW (15 A सॉकेट)',
  home72: '7.2 kW वॉल बॉक्स',
  shareLabel: 'घर पर कितनी चार्जिंग',
  stateLabel: 'आपका राज्य',
  tariffLabel: 'घर का टैरिफ',
  tariffUnit: '₹ प्रति kWh (ख़ाली: {state} का आम ₹{rate})',
  publicLabel: 'पब्लिक फास्ट चार्जिंग',
  publicUnit: '₹ प्रति kWh (ख़ाली: ₹{rate})',
  budgetLabel: 'ऑन-रोड बजट',
  budgetUnit: 'लाख (ख़ाली: कोई भी)',
  seatsLabel: 'आपको कितनी सीटें चाहिए',
  seatsOption: '{seats} या ज़्यादा',
  prioritiesLegend: 'आपके लिए सबसे ज़रूरी',
  priorityRunningCost: 'सबसे कम चलाने का ख़र्च',
  priorityRangeMargin: 'सबसे ज़्यादा बची रेंज',
  prioritySafety: 'सेफ्टी',
  priorityPerformance: 'परफॉर्मेंस',

  // The cars that fit
  noneFit: 'इन सब शर्तों पर कोई वेरिएंट फिट नहीं बैठता। हर कार किस वजह से बाहर हुई, यह नीचे है: जो शर्त सबसे ज़्यादा कारें बाहर करती है, उसे ढीला करें।',
  compareFirst: 'पहली {count} कारों की तुलना करें',
  onRoad: 'ऑन-रोड {price}',
  estimateAtPrice: '(अनुमान, {month} की कीमत पर{rise})',
  riseUpTo: ', {percent}% तक की बढ़ोतरी से पहले',
  riseAbout: ', करीब {percent}% की बढ़ोतरी से पहले',
  addToCompare: 'तुलना में जोड़ें',
  otherFitsOne: 'इस कार का {count} और वेरिएंट भी फिट बैठता है: {link} देखें।',
  otherFitsOther: 'इस कार के {count} और वेरिएंट भी फिट बैठते हैं: {link} देखें।',
  itsPage: 'इसका पेज',

  // The cars ruled out
  ruledOutOne: 'बाहर: {count} कार',
  ruledOutOther: 'बाहर: {count} कारें',
  ruledOutCounts: '{counts}।',
  ruledOutBudget: '{count} आपके ऑन-रोड बजट से महंगी',
  ruledOutSeats: '{count} में सीटें कम',
  ruledOutTrip: '{count} में आपकी ट्रिप के लिए हाईवे रेंज कम',
  ruledOutCharging: '{count} में DC फास्ट चार्जिंग नहीं, और घर पर चार्जर भी नहीं',
  eachCarWhy: 'हर कार, और वजह',
};
