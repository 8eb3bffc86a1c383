import type { Text } from '../en.ts';

export const layout: Text['layout'] = {
  skipToContent: 'मुख्य सामग्री पर जाएं',
  languageNav: 'भाषा',
  homeLabel: '{name}, होम',
  mainNav: 'मुख्य मेन्यू',
  mainNavMobile: 'मुख्य मेन्यू (मोबाइल)',
  brands: 'ब्रांड',
  buying: 'ख़रीदारी',
  searchSite: 'साइट में खोजें',
  findYourEv: 'अपनी EV चुनें',
  menu: 'मेन्यू',
  allBrandEvs: '{brand} की सभी {count} EV',
  quickLinks: 'ज़रूरी लिंक',
  home: 'होम',
  popularEvs: 'लोकप्रिय EV',
  getInTouch: 'संपर्क करें',
  footerNote: 'कीमतें लाख रुपये में एक्स-शोरूम हैं और शहर व वेरिएंट के हिसाब से बदलती हैं; ख़रीदने से पहले डीलर से पक्की कर लें।',
  blogFeed: '{name} ब्लॉग',
  otherLanguage: 'English',
  otherLanguageLabel: 'Read this page in English',
  languageOffer: 'This page is also in English.',
  languageOfferLink: 'Read in English',
  languageOfferDismiss: 'नहीं, धन्यवाद',
  scriptNotLoaded:
    'पेज के इस हिस्से की स्क्रिप्ट लोड नहीं हुई, इसलिए पेज के पते में चुने गए विकल्प लागू नहीं हुए: यहां इसका मूल रूप दिख रहा है। दोबारा कोशिश करने के लिए पेज रीलोड करें।',
};
