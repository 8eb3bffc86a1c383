import type { Text } from '../en.ts';

export const money: Text['money'] = {
  // Tables that scroll sideways (TableRegion)
  swipeCue: 'और देखने के लिए स्वाइप करें →',
  months: '{months} महीने',
  years: '{years} साल',

  // LoansPage
  loansTitle: 'EV लोन और EMI कैलकुलेटर',
  loansIntro:
    'नीचे दिए गए लेंडर्स के यहां इलेक्ट्रिक कारों के लोन {rate}% सालाना से शुरू होते हैं, {months} महीने तक की अवधि के साथ, और कई बैंक इन्हें अपने आम कार लोन से सस्ता देते हैं। पहले अपनी EMI निकालें, फिर लेंडर्स की तुलना करें।',
  lendersTitle: 'इलेक्ट्रिक कारों के लिए लोन देने वाले',
  lendersTable: 'लेंडर्स की टेबल',
  lender: 'लेंडर',
  lenderType: 'प्रकार',
  rateAYear: 'दर (सालाना)',
  upTo: 'अधिकतम अवधि',
  processingFee: 'प्रोसेसिंग फीस',
  worthKnowing: 'जानने लायक',
  lenderKinds: { Bank: 'बैंक', NBFC: 'NBFC', Captive: 'कार कंपनी का फाइनेंस' },
  ratesNote: 'दरें वही हैं जो लेंडर्स ने दी गई तारीख़ पर बताईं; आपकी दर आपके क्रेडिट स्कोर, आमदनी और कार पर निर्भर करेगी।',
  samplesTitle: 'EMI कितनी बनती है',
  samplesTable: 'EMI के उदाहरणों की टेबल',
  car: 'कार',
  loan: 'लोन',
  tenure: 'अवधि',
  rate: 'दर',
  emi: 'EMI',
  totalInterest: 'कुल ब्याज',
  samplesNote: 'EMI अनुमानित हैं: पूरी रकम पर, बिना डाउन पेमेंट के, हर पंक्ति में दी गई दर पर।',

  // InsurancePage
  insuranceTitle: 'भारत में EV इंश्योरेंस',
  insuranceIntro:
    'कॉम्पैक्ट इलेक्ट्रिक SUV की कॉम्प्रिहेंसिव पॉलिसी साल में लगभग ₹20,000 से ₹25,000 की पड़ती है, यानी उतनी ही कीमत की पेट्रोल कार से 15-25% ज़्यादा, ज़्यादातर इसलिए कि बैटरी की मरम्मत या उसे बदलवाना महंगा है।',
  coverTitle: 'कौन-सा कवर लें',
  batteryProtection: 'बैटरी प्रोटेक्शन',
  batteryProtectionText: 'बैटरी और मोटर को पानी घुसने, शॉर्ट सर्किट और हादसे में होने वाले नुकसान से कवर करता है, जो आम पॉलिसी में शायद शामिल न हो।',
  zeroDepreciation: 'ज़ीरो डेप्रिसिएशन',
  zeroDepreciationText: 'बदले गए पार्ट्स का पूरा ख़र्च देता है, जो ऐसी कार पर अहम है जिसकी बैटरी उसकी कीमत का एक-तिहाई होती है।',
  chargerCover: 'चार्जर कवर',
  chargerCoverText: 'वॉल बॉक्स और पोर्टेबल चार्जर को आग, चोरी और बिजली से होने वाले नुकसान से बचाता है।',
  roadsideAssistance: 'रोडसाइड असिस्टेंस',
  roadsideAssistanceText: 'चार्ज ख़त्म होने पर नज़दीकी चार्जर या वर्कशॉप तक टोइंग; देख लें कि कितनी दूरी तक कवर है।',
  thirdPartyNote: 'निजी इलेक्ट्रिक कारों का थर्ड-पार्टी प्रीमियम IRDAI तय करता है, और यह उतनी ही बड़ी पेट्रोल कारों से कम है।',
  insurersTitle: 'EV कवर देने वाली बीमा कंपनियां',
  evAddOns: 'EV ऐड-ऑन',
  readInsuranceGuide: 'EV इंश्योरेंस गाइड पढ़ें',
  loansAndEmi: 'EV लोन और EMI',

  // IncentivesPage
  incentivesTitle: 'भारत में EV इंसेंटिव',
  incentivesIntro: 'केंद्र और राज्य सरकारें इलेक्ट्रिक कार ख़रीदने वालों को क्या देती हैं, और अब क्या नहीं देतीं।',
  acrossIndia: 'पूरे भारत में',
  acrossIndiaNote:
    'इलेक्ट्रिक कारों पर हरी नंबर प्लेट भी लगती है, जिसके आधार पर कुछ शहर पार्किंग और टोल में छूट देते हैं। EV लोन के ब्याज पर धारा 80EEB की छूट अब नए लोन पर नहीं मिलती (यह अप्रैल 2019 से मार्च 2023 के बीच मंज़ूर हुए लोन पर थी)।',
  byState: 'राज्यवार',
  statesTable: 'राज्यों के इंसेंटिव की टेबल',
  state: 'राज्य',
  roadTaxElectric: 'रोड टैक्स: इलेक्ट्रिक',
  roadTaxPetrol: 'रोड टैक्स: पेट्रोल',
  purchaseIncentive: 'निजी कारों पर ख़रीद इंसेंटिव',
  otherBenefits: 'दूसरे फ़ायदे',
  policy: 'पॉलिसी',
  incentiveUpTo: '{amount} तक',
  noIncentive: 'फ़िलहाल नहीं',
  policiesNote: 'पॉलिसी अक्सर बदलती हैं: ख़रीदने से पहले अपने राज्य के परिवहन विभाग या RTO से पुष्टि कर लें।',
  estimateTitle: 'अपने फ़ायदों का अनुमान लगाएं',

  // BuyingBenefits
  centralSubsidyUpTo: 'केंद्र की सब्सिडी: ₹{amount} तक',
  noCentralSubsidy: 'केंद्र की कोई ख़रीद सब्सिडी नहीं',
  gstTitle: 'GST {evPercent}%, पेट्रोल कारों पर {smallPercent}% या {largePercent}%',
  gstText:
    '4 m से छोटी और 1,200 cc तक के इंजन वाली पेट्रोल कार पर {smallPercent}% लगता है, बाकी सब पर {largePercent}%, बिना सेस के; GST एक्स-शोरूम कीमत में पहले से शामिल है।',
  noRegistrationFee: 'रजिस्ट्रेशन फीस नहीं',
  registrationFee: 'रजिस्ट्रेशन ₹{amount}',
  registrationText: 'नई इलेक्ट्रिक कार का रजिस्ट्रेशन सर्टिफिकेट मुफ़्त है; पेट्रोल कार का ₹{amount} का पड़ता है।',
  roadTaxByState: 'इलेक्ट्रिक कार पर रोड टैक्स, राज्यवार',

  // FinanceTabs
  financeTabs: 'EV लोन और इंश्योरेंस',
  loansTab: 'EV लोन',
  insuranceTab: 'EV इंश्योरेंस',
  loansPanelIntro:
    'बैंक EV ख़रीदारों से कम ब्याज लेते हैं: कई बैंक अपनी आम दरों से कम पर ग्रीन कार लोन देते हैं, 7 साल तक की अवधि के लिए और ऑन-रोड कीमत के 90% तक।',
  lenderTerms: '{rate} सालाना, {months} महीने तक',
  compareLoans: 'EV लोन की तुलना करें',
  insurancePanelIntro:
    'कॉम्पैक्ट इलेक्ट्रिक SUV के लिए साल में ₹20,000 से ₹25,000 मानकर चलें, यानी पेट्रोल वाली से 15-25% ज़्यादा, ज़्यादातर इसलिए कि बैटरी बदलवाना महंगा है। बैटरी और चार्जर कवर ऐसे ऐड-ऑन हैं जो लेने लायक हैं।',
  compareInsurance: 'EV इंश्योरेंस की तुलना करें',
};
