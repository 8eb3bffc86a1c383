import type { Text } from '../en.ts';

export const directory: Text['directory'] = {
  // The directory page (pages/CarsPage.tsx). A sentence with a link is three keys, before, link and after, each
  // with its own spaces, so a translation can put the link where its language needs it.
  pageTitle: 'भारत में इलेक्ट्रिक कारें {year}',
  pageLede:
    'भारत में बिक रही हर इलेक्ट्रिक कार, लाख में एक्स-शोरूम कीमत, दावा की गई रेंज, बैटरी, पावर और चार्जिंग टाइम के साथ, ताकि आप अपने बजट और ड्राइविंग के हिसाब से कारें शॉर्टलिस्ट कर सकें। या अपनी रोज़ की दूरी, सबसे लंबा सफ़र, चार्जिंग और ऑन-रोड बजट बताकर ',
  pageLedeFinderLink: 'फाइंडर से शॉर्टलिस्ट करवाएं',
  pageLedeAfter: '।',
  alsoOnSaleTitle: 'ये भी बिकती हैं, पर तुलना में अभी नहीं',
  alsoOnSaleText:
    'ये कारें भी भारत में बिकती हैं, पर इनके बहुत कम आंकड़े किसी ऐसे स्रोत से पक्के हैं जिसे हम जांच सकें, इसलिए ऊपर की कारों से इनकी सही तुलना नहीं हो सकती। जो पक्का है, वह यहां है।',
  onSaleSince: '{month} से बिक्री में',
  notConfirmedYet: 'अभी पुष्टि नहीं: {items}।',
  discontinuedTitle: 'अब नहीं बिकतीं',
  discontinuedText: 'इनके पेज मालिकों और पुरानी कार ख़रीदने वालों के लिए बने रहेंगे; ऊपर की सूची में ये शामिल नहीं हैं।',
  discontinuedIn: ': {month} में बंद',
  replacedByBefore: '; इसकी जगह ',
  replacedByAfter: ' ने ली',
  replacedByName: '; इसकी जगह {name} ने ली',

  // The directory (islands/CarDirectory.tsx)
  advancedFilters: 'और फ़िल्टर',
  loadingCars: 'सभी कारें लोड हो रही हैं...',
  carsNotLoaded: 'कारों की पूरी सूची लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन देखें और दोबारा कोशिश करें।',
  estimatesFor: 'ऑन-रोड कीमतें {state} के लिए अनुमान हैं; प्रति km ख़र्च का अनुमान इस हिसाब से है: {situation}।',
  change: 'बदलें',
  onRoadExplained:
    'हर ऑन-रोड कीमत सबसे सस्ते वेरिएंट की है: एक्स-शोरूम कीमत, रोड टैक्स, रजिस्ट्रेशन, इंश्योरेंस और FASTag, राज्य का कोई इंसेंटिव घटाकर, और ₹10 लाख से महंगी कार पर 1% TCS जोड़कर, जो इनकम टैक्स रिटर्न में वापस मिल जाता है। हर कार के पेज पर पूरा हिसाब लाइन दर लाइन दिया गया है।',
  showMore: 'और देखें ({count} बाकी)',
  directoryPages: 'डायरेक्टरी के पेज',

  // Its controls (islands/directory-filters.tsx, directory-hooks.tsx)
  sortPriceLow: 'कीमत: कम से ज़्यादा',
  sortPriceHigh: 'कीमत: ज़्यादा से कम',
  sortRange: 'सबसे ज़्यादा रेंज',
  sortRealRange: 'असली रेंज',
  sortCostPerKm: 'प्रति km सबसे सस्ती',
  sortDcTime: 'सबसे तेज़ DC चार्जिंग',
  sortRating: 'सबसे ऊंचा स्कोर',
  exShowroom: 'एक्स-शोरूम',
  allPrices: 'सभी कीमतें',
  onRoadBudget: 'ऑन-रोड बजट',
  anyBudget: 'कोई भी बजट',
  onRoadUpTo: '₹{lakh} लाख ऑन-रोड तक',
  brand: 'ब्रांड',
  allBrands: 'सभी ब्रांड',
  sortBy: 'किस क्रम में',
  recommended: 'हमारी सलाह',
  bodyType: 'बॉडी टाइप',
  allBodyTypes: 'सभी बॉडी टाइप',
  claimedRange: 'दावा की गई रेंज',
  anyRange: 'कोई भी रेंज',
  realWorldRange: 'असली रेंज',
  anyRealWorldRange: 'कोई भी असली रेंज',
  realRangeAtLeast: '{km} km या ज़्यादा',
  runningCost: 'चलाने का ख़र्च',
  anyRunningCost: 'कोई भी ख़र्च',
  perKmUpTo: '₹{rupees} प्रति km तक',
  charging: 'चार्जिंग',
  anyCharging: 'कोई भी चार्जिंग',
  chargingDc: 'DC फास्ट चार्जिंग',
  chargingDcMinutes: 'DC, 10-80% अधिकतम {minutes} मिनट में',
  chargingDcHour: 'DC, 10-80% एक घंटे या कम में',
  includeDiscontinued: 'बंद हो चुकी कारें भी दिखाएं ({count})',
  filterCars: 'इलेक्ट्रिक कारें फ़िल्टर करें',
  onRoadPricesIn: 'ऑन-रोड कीमत का राज्य',

  // The results (islands/directory-results.tsx)
  showingAll: '{listed} में से {count} इलेक्ट्रिक कारें दिख रही हैं',
  showingSome: '{count} में से {shown} इलेक्ट्रिक कारें दिख रही हैं',
  showingMatching: 'मेल खाती {count} कारों में से {shown} दिख रही हैं (कुल {listed})',
  noCarsFound: 'कोई कार नहीं मिली',
  tryAdjustingFilters: 'ज़्यादा नतीजों के लिए फ़िल्टर बदलकर देखें।',
  clearAllFilters: 'सभी फ़िल्टर हटाएं',

  // What an island says when JavaScript is off, just before it (islands/notes.tsx)
  noteFixedFigures: 'ये आंकड़े बदलने के लिए JavaScript चाहिए, जो बंद है: नतीजे दिखाए गए आंकड़ों पर ही निकाले गए हैं।',
  noteBlogList: 'लेख खोजने और कैटेगरी चुनने के लिए JavaScript चाहिए, जो बंद है: इसलिए सभी लेख यहां सबसे नए से शुरू करके दिए गए हैं।',
  noteCarCompare:
    'तुलना के लिए JavaScript चाहिए, जो बंद है: यह पेज के पते से कारें पढ़कर आपके ब्राउज़र में उन्हें आमने-सामने रखता है। हर कार के अपने पेज पर उसके पूरे स्पेसिफिकेशन हैं: ',
  noteCarCompareLink: 'इलेक्ट्रिक कारें देखें',
  noteCarCompareAfter: '।',
  noteCarDirectory:
    'खोजने, फ़िल्टर करने और क्रम बदलने के लिए JavaScript चाहिए, जो बंद है: इसलिए सभी कारें यहां पेज दर पेज, हमारी सलाह वाले क्रम में दी गई हैं।',
  noteContactForm: 'इस पेज से संदेश भेजने के लिए JavaScript चाहिए, जो बंद है: इसकी जगह हमें ई-मेल करें।',
  noteIncentiveEstimator: 'आपके फ़ायदों का अनुमान लगाने के लिए JavaScript चाहिए, जो बंद है।',
  noteNewsletter: 'कॉपी बटन के लिए JavaScript चाहिए, जो बंद है: पता चुनकर ख़ुद कॉपी करें।',
  noteUpcomingBrowser:
    'इस सूची में खोजने और वॉच लिस्ट के लिए JavaScript चाहिए, जो बंद है: आने वाली सभी कारें यहां दी गई हैं, और "मुझे बताएं" से कैलेंडर रिमाइंडर अब भी मिलता है।',
};
