import type { Text } from '../en.ts';

export const situation: Text['situation'] = {
  // A fact's date and source (Verified): "15 अगस्त 2025 को पुष्टि · ev.tatamotors.com"
  verifiedOn: '{date} को {verb}',
  verified: 'पुष्टि',
  priceChecked: 'कीमत जांची गई',
  reported: 'रिपोर्ट हुई',
  howWorkedOut: 'यह हिसाब कैसे लगाया गया',

  // A score as stars (Stars)
  starsLabel: '5 में से {rating} स्कोर',
  starsLabelPartial: '5 में से {rating} स्कोर, 5 में से {criteria} मानदंडों पर',
  starsCriteria: '(5 में से {criteria})',

  // A card's prices (ExShowroomPrice, OnRoadFromLine)
  exShowroom: 'एक्स-शोरूम',
  priceOf: '{month} की कीमत',
  beforeRiseUpTo: '{percent}% तक की बढ़ोतरी से पहले',
  beforeRiseAbout: 'करीब {percent}% की बढ़ोतरी से पहले',
  onRoadFrom: 'ऑन-रोड कीमत {price} से',
  onRoadWhere: '{state} में',

  // A CO2 saving (co2Change) and how CO2 is counted (Co2Method)
  co2NoDifference: 'कोई फर्क नहीं',
  co2Less: '{amount} कम',
  co2More: '{amount} ज़्यादा',
  co2Kg: '{n} kg',
  co2Tonne: '{n} टन',
  co2Tonnes: '{n} टन',
  co2Summary: 'दोनों कारों का CO₂ वेल-टू-व्हील गिना गया: इलेक्ट्रिक पर {ev} प्रति km, पेट्रोल पर {petrol} प्रति km',
  co2TheCar: '{car}',
  co2Electric:
    'इलेक्ट्रिक: {who} वॉल से हर km पर {kwh} kWh बिजली लेती है{how}। वॉल पर हर kWh के पीछे {kg} CO₂ निकलती है: भारत का ग्रिड पैदा किए गए हर kWh पर {grid} CO₂ छोड़ता है ({gridSource}), और पैदा हुई बिजली का {loss}% ट्रांसमिशन और डिस्ट्रीब्यूशन में बर्बाद हो जाता है ({lossSource})।',
  co2FromRange: '(इसकी असल रेंज और चार्जिंग में होने वाले नुकसान से)',
  co2Petrol:
    'पेट्रोल: {perLitre} प्रति लीटर, {kmpl} km प्रति लीटर के माइलेज पर। एक लीटर जलाने पर {burnt} CO₂ निकलती है ({burntSource}), और उसे निकालने, रिफाइन करने और पंप तक पहुंचाने में {upstream} और ({upstreamSource})।',
  co2NotCounted:
    'दोनों में से किसी कार और उसकी बैटरी को बनाने में हुआ उत्सर्जन नहीं गिना गया; घर पर अपना सोलर होने का असर भी नहीं, जिससे इलेक्ट्रिक कार और साफ हो जाती है।',

  // The buyer's situation (SituationFields)
  yourState: 'आपका राज्य',
  dailyDistance: 'रोज़ की दूरी',
  kmADay: 'रोज़ {km} km',
  chargedAtHome: 'घर पर चार्जिंग',
  noHomeCharger: 'होम चार्जर नहीं',
  homeTariff: 'घर का टैरिफ',
  tariffTypical: '₹{rate} (आम रेट)',
  slabOver: '{n} यूनिट से ज़्यादा',
  slabUnits: '{from}-{to} यूनिट',
  ownRate: 'मेरा अपना रेट',
  slabHelp:
    '{state} में बिजली का रेट इस पर बढ़ता है कि घर में महीने में कितनी यूनिट खर्च होती हैं; आम रेट {slab} वाले स्लैब का है। कार की चार्जिंग जोड़कर आपका बिल जिस स्लैब तक पहुंचे, वह चुनें, या अपना रेट डालें।',
  slabUsual: 'सामान्य',
  homeRate: 'मेरा घरेलू रेट, ₹ प्रति kWh',
  publicRate: 'पब्लिक फास्ट चार्जिंग, ₹ प्रति kWh',
  situationSources: '{state} का आम घरेलू टैरिफ: {tariff}; पब्लिक फास्ट चार्जिंग: {public}',

  // Its electricity cost a km (RunningCost)
  electricityEstimate: 'बिजली का खर्च, अनुमान: {perKm}, इस हिसाब से: {situation}।',
  electricityEstimateChange: 'बिजली का खर्च, अनुमान: {perKm}, इस हिसाब से: {situation} ({change})।',
  changeThese: 'इन्हें बदलें',
  perKm: '₹{rate} प्रति km',
  acOnlyPartial:
    'यह सिर्फ AC पर चार्ज होती है: घर के बाहर होने वाली चार्जिंग को पब्लिक फास्ट चार्जिंग के रेट पर जोड़ा गया है, क्योंकि हमारे पास पब्लिक चार्जिंग की यही एक कीमत है, इसलिए यह हिस्सा ऊपरी अनुमान है।',
  acOnlyAll: 'यह सिर्फ AC पर चार्ज होती है, इसलिए पब्लिक फास्ट चार्जर इस्तेमाल नहीं कर सकती।',
  withoutHomeCharger: 'होम चार्जर न हो तो: {perKm}, पूरी चार्जिंग पब्लिक फास्ट चार्जर पर।',
};
