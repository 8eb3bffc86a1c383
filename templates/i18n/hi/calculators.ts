import type { Text } from '../en.ts';

export const calculators: Text['calculators'] = {
  // Units written in words, shared by the calculators
  kwhPerKm: '{kwh} kWh प्रति km',
  litres: '{litres} लीटर',
  months: '{months} महीने',
  co2AgainstPetrol: 'सालाना CO₂, पेट्रोल के मुक़ाबले',

  // CalculatorPage
  savingsTitle: 'EV बचत कैलकुलेटर',
  savingsIntro:
    'देखें कि पेट्रोल कार के मुक़ाबले इलेक्ट्रिक कार से आपकी साल-दर-साल कितनी बचत होगी: बताएं कि आप कितना चलाते हैं, कहां चार्ज करते हैं और बिजली व पेट्रोल के लिए कितना चुकाते हैं।',

  // SavingsCalculator: the sliders and what they assume
  yourDriving: 'आपकी ड्राइविंग',
  dailyKm: 'रोज़ाना km',
  homeElectricityPrice: 'घर की बिजली, प्रति यूनिट (₹)',
  chargedAtHome: 'घर पर चार्जिंग',
  publicChargingPrice: 'पब्लिक फास्ट चार्जिंग, प्रति kWh (₹)',
  petrolPrice: 'पेट्रोल, प्रति लीटर (₹)',
  petrolMileage: 'पेट्रोल कार का माइलेज (km/L)',
  assumesCar:
    'मान लिया गया है कि {car} सॉकेट से {kwh} बिजली लेती है (उसकी असल रेंज और चार्जिंग में होने वाले नुकसान से, जैसा उसके पेज पर निकाला गया है), और उसकी सर्विस पर साल में {evService} लगते हैं, जबकि पेट्रोल कार पर {petrolService}।',
  assumesTypicalEv:
    'चलाने का ख़र्च यह मानकर निकाला गया है कि एक EV {kwhPerKm} kWh प्रति km बिजली लेती है, जो सावधानी से रखा गया अनुमान है (CO₂ {ev} के लिए है, जिसकी नापी गई खपत {wallKwh} kWh प्रति km है), और सर्विस पर साल में {evService} लगते हैं, जबकि पेट्रोल कार पर {petrolService}।',
  // SavingsCalculator: the car a car page sent
  carNote: '{car} के आंकड़े (सॉकेट से {kwh}), {against}',
  againstNoPetrol: 'तुलना {mileage} km/l वाली पेट्रोल कार से: इससे तुलना के लिए किसी पेट्रोल कार की अभी पुष्टि नहीं है।',
  againstOwnMileage: 'तुलना {mileage} km/l वाली पेट्रोल कार से ({petrol} का दावा {claim} km/l है)।',
  againstSliderLimit: 'तुलना {petrol} से, {mileage} km/l पर, जो स्लाइडर की सीमा है: उसका दावा {claim} km/l है।',
  againstClaimed: 'तुलना {petrol} से, उसके दावे वाले {mileage} km/l माइलेज पर।',
  useTypicalEv: 'इसकी जगह आम EV के आंकड़े देखें',
  // SavingsCalculator: the results
  yourSavings: 'आपकी बचत',
  yearlyDistance: 'सालाना दूरी',
  petrolCostYear: 'पेट्रोल का सालाना ख़र्च',
  electricityCostYear: 'बिजली का सालाना ख़र्च',
  fuelSavingsYear: 'ईंधन पर सालाना बचत',
  maintenanceSavingsYear: 'मेंटेनेंस पर सालाना बचत',
  totalSavingsYear: 'कुल सालाना बचत',
  monthlySavings: 'हर महीने बचत',
  yearsSavings: '{years} साल में बचत',
  lowerFuelCost: 'ईंधन ख़र्च में कमी',
  petrolSavedYear: 'सालाना पेट्रोल की बचत',
  chargingMix:
    'बिजली औसतन ₹{perKwh} प्रति kWh: {where}। पब्लिक फास्ट चार्जर लगभग ₹{publicPrice} प्रति kWh लेते हैं, GST समेत; पब्लिक चार्जिंग का स्लाइडर इसी कीमत से शुरू होता है:',
  chargedAllAtHome: 'पूरी चार्जिंग घर पर, {home} की दर से',
  chargedAllInPublic: 'पूरी चार्जिंग पब्लिक चार्जर पर, {public} की दर से',
  chargedMix: '{homeShare}% घर पर {home} की दर से, {publicShare}% पब्लिक चार्जर पर {public} की दर से',
  // SavingsCalculator: the call to action on /calculator
  switchTitle: 'इलेक्ट्रिक अपनाने को तैयार?',
  switchCarSaves: 'आपके आंकड़ों पर {car} से आपको हर महीने लगभग {monthly} की बचत होगी। अपने हिसाब की कार ढूंढें, फिर देखें कि लोन कितने का पड़ेगा।',
  switchEvSaves: 'आपके आंकड़ों पर एक EV से आपको हर महीने लगभग {monthly} की बचत होगी। अपने हिसाब की कार ढूंढें, फिर देखें कि लोन कितने का पड़ेगा।',
  exploreCars: 'इलेक्ट्रिक कारें देखें',
  getLoanQuote: 'EV लोन का कोटेशन लें',
  loanQuoteTerms: 'हमारे पार्टनर बैंक {rate}% सालाना से EV लोन देते हैं, {months} महीने तक की अवधि के लिए। कोटेशन के लिए {phone} पर कॉल करें।',
  loanQuote: 'हमारे पार्टनर बैंक EV लोन देते हैं। कोटेशन के लिए {phone} पर कॉल करें।',

  // EnvironmentalCalculator
  kmPerYear: 'साल में कितने किलोमीटर',
  yourPetrolMileage: 'आपकी पेट्रोल कार का माइलेज (km/L)',
  electricityCostPerUnit: 'बिजली, प्रति यूनिट (₹)',
  likePlanting: 'इतने पेड़ लगाने के बराबर',
  trees: '{trees} पेड़',
  noTrees: 'एक भी पेड़ नहीं',
  runningCostSaved: 'चलाने के ख़र्च में बचत',
  petrolNotBurnt: 'पेट्रोल जो नहीं जला',
  environmentalNote:
    'चलाने का ख़र्च बचत कैलकुलेटर के सावधानी से रखे गए अनुमान, {kwhPerKm} kWh प्रति km, और ₹{petrolPrice} प्रति लीटर पेट्रोल पर है; CO₂ {ev} की नापी गई खपत, {wallKwh} kWh प्रति km, पर है। हर कार के पेज पर उसके अपने आंकड़े हैं।',

  // EmiCalculator
  yourLoan: 'आपका लोन',
  carOptional: 'कार (वैकल्पिक)',
  anyCar: 'कोई भी कार',
  carPriceLakh: 'कार की कीमत (लाख)',
  downPaymentPercent: 'डाउन पेमेंट (%)',
  interestRate: 'ब्याज दर (% सालाना)',
  tenureMonths: 'अवधि (महीने)',
  yourEmi: 'आपकी EMI',
  monthlyEmi: 'मासिक EMI',
  totalInterest: 'कुल ब्याज',
  carPrice: 'कार की कीमत',
  downPayment: 'डाउन पेमेंट',
  loanAmount: 'लोन की रकम',
  totalRepaid: 'कुल भुगतान',
  emiFormulaNote:
    ', जहां P लोन की रकम है, r मासिक ब्याज दर और n महीनों की संख्या (यहां {months})। लोन देने वाले प्रोसेसिंग फीस भी लेते हैं और आपके लोन की दर अलग तय कर सकते हैं।',

  // IncentiveEstimator: the choices
  yourState: 'आपका राज्य',
  selectState: 'अपना राज्य चुनें',
  carModel: 'कार मॉडल',
  selectCar: 'कार चुनें',
  incentivePrompt: 'अनुमानित फ़ायदे देखने के लिए अपना राज्य और कार मॉडल चुनें',
  checkBenefits: 'अपने फ़ायदे जांचें',
  savingsCalculator: 'बचत कैलकुलेटर',
  // IncentiveEstimator: the benefits
  totalBenefit: '{petrol} के मुक़ाबले कुल फ़ायदा (अनुमान)',
  lessGst: 'कीमत में कम GST',
  lessRoadTax: 'कम रोड टैक्स',
  noRegistrationFee: 'रजिस्ट्रेशन फीस नहीं',
  stateIncentive: '{state} का ख़रीद इंसेंटिव',
  centralSubsidy: 'केंद्र की ख़रीद सब्सिडी',
  noCentralSubsidy: 'निजी कारों पर केंद्र की कोई सब्सिडी नहीं।',
  alsoIn: '{state} में ये फ़ायदे भी',
  // IncentiveEstimator: both cars' prices
  priceTableLabel: 'दोनों कारों की टैक्स समेत कीमत',
  priceTableCaption: '{car} बनाम {petrol}',
  whatYouPay: 'आप क्या चुकाते हैं',
  electric: 'इलेक्ट्रिक',
  petrol: 'पेट्रोल',
  exShowroomPrice: 'एक्स-शोरूम कीमत',
  ofWhichGst: 'इसमें GST',
  roadTax: 'रोड टैक्स',
  registration: 'रजिस्ट्रेशन',
  purchaseIncentives: 'ख़रीद इंसेंटिव',
  priceWithTaxes: 'टैक्स और रजिस्ट्रेशन समेत कीमत',
  costsLess: 'टैक्स और रजिस्ट्रेशन समेत {car} की कीमत {petrol} से {amount} कम है। इंश्योरेंस, FASTag और TCS इसके ऊपर से लगते हैं: {onRoad} देखें।',
  costsMore: 'टैक्स और रजिस्ट्रेशन समेत {car} की कीमत {petrol} से {amount} ज़्यादा है। इंश्योरेंस, FASTag और TCS इसके ऊपर से लगते हैं: {onRoad} देखें।',
  onRoadPriceLink: '{car} की ऑन-रोड कीमत',
  // IncentiveEstimator: how it is worked out
  methodPrices: 'कीमतें: {car} की शुरुआती एक्स-शोरूम कीमत ({carSource}) और {petrol} की कीमत ({petrolSource})।',
  methodGst:
    'GST एक्स-शोरूम कीमत में शामिल होता है: कीमत × दर ÷ (100 + दर); इलेक्ट्रिक कारों पर {evPercent}%, 4 m से छोटी और 1,200 cc तक के इंजन वाली पेट्रोल कारों पर {smallPercent}%, बाकी पर {largePercent}% ({petrol} पर {petrolPercent}%): {source}',
  methodRoadTax:
    'रोड टैक्स: हर कार की कीमत के हिसाब से {state} की दर, {evPercent}% और {petrolPercent}%, गुणा एक्स-शोरूम कीमत{evLimits}; राज्य का इंसेंटिव इस पॉलिसी के तहत: {policy}। {source}',
  methodRoadTaxEvLimits: ' (इलेक्ट्रिक कारों पर: {summary})',
  methodRegistration: 'रजिस्ट्रेशन सर्टिफिकेट: इलेक्ट्रिक कार के लिए ₹{evRupees}, पेट्रोल कार के लिए ₹{petrolRupees}: {source}',
  methodTotal:
    'टैक्स और रजिस्ट्रेशन समेत कीमत = एक्स-शोरूम कीमत + रोड टैक्स + रजिस्ट्रेशन − ख़रीद इंसेंटिव। इंश्योरेंस, FASTag, TCS, नंबर प्लेट और एक्सेसरीज़ दोनों में नहीं जोड़े गए हैं; कार के पेज पर उसकी पूरी ऑन-रोड कीमत दी गई है।',
};
