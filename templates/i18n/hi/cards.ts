import type { Text } from '../en.ts';

export const cards: Text['cards'] = {
  // The directory's card (components/CarCard.tsx) and the small card (CompactCarCard.tsx)
  partEstimate: 'आंशिक अनुमान',
  claimed: 'कंपनी का दावा',
  range: 'रेंज',
  battery: 'बैटरी',
  power: 'पावर',
  fastCharge: 'फास्ट चार्ज',
  realWorldEst: 'असली रेंज (अनुमान)',
  perKmEst: 'प्रति km (अनुमान)',
  atAGlance: 'एक नज़र में',
  seater: '{count} सीटर',
  viewDetails: 'पूरी जानकारी',
  viewDetailsOf: '{name} की पूरी जानकारी देखें',
  calculateSavings: 'बचत जानें',
  calculateSavingsWith: '{name} से होने वाली बचत जानें',
  discontinued: 'बंद हो चुकी',
  keyFeatures: 'ख़ास फीचर',

  // The car's picture (components/CarArt.tsx): {body} is the body type as the data writes it ("Hatchback"),
  // {bodyLower} the same in lower case
  artAlt: '{name} ({body}) का चित्र',
  artAltSuv: '{name} (SUV) का चित्र',

  // Comparing (components/CompareControls.tsx)
  addToCompare: '{name} को तुलना में जोड़ें',
  removeFromCompare: '{name} को तुलना से हटाएं',
  compareThisVariantOf: 'जोड़े गए वेरिएंट की जगह {name} के इस वेरिएंट की तुलना करें',
  added: 'जुड़ गई',
  compareThisVariant: 'यह वेरिएंट जोड़ें',
  compare: 'तुलना करें',
  compareFull: 'आप एक बार में {limit} कारों तक की तुलना कर सकते हैं। पहले ट्रे से एक कार हटाएं।',
  carsToCompare: 'तुलना के लिए कारें',
  trayCount: '{limit} में से {count} कारें',
  carOne: '{count} कार',
  carOther: '{count} कारें',
  addOneMore: 'तुलना के लिए एक और कार जोड़ें',
  compareNow: 'अभी तुलना करें',
};
