export const layout = {
  skipToContent: 'Skip to content',
  languageNav: 'Language',
  homeLabel: '{name}, home',
  mainNav: 'Main',
  mainNavMobile: 'Main (mobile)',
  brands: 'Brands',
  buying: 'Buying',
  searchSite: 'Search the site',
  findYourEv: 'Find Your EV',
  menu: 'Menu',
  allBrandEvs: 'All {count} {brand} EVs',
  quickLinks: 'Quick links',
  home: 'Home',
  popularEvs: 'Popular EVs',
  getInTouch: 'Get in touch',
  footerNote: 'Prices are ex-showroom in lakh rupees and vary by city and variant; check with the dealer before you buy.',
  blogFeed: '{name} blog',
  /** The switch's link to the other language, named in that language. */
  otherLanguage: 'हिंदी',
  otherLanguageLabel: 'यह पेज हिंदी में पढ़ें',
  /** The one-line offer to a visitor whose browser prefers the other language. */
  languageOffer: 'यह पेज हिंदी में भी है।',
  languageOfferLink: 'हिंदी में पढ़ें',
  languageOfferDismiss: 'No thanks',
  /**
   * Over a widget whose state is in the address, when its script failed or is still not there after a few seconds:
   * the page shows what the server wrote, without the address's choices.
   */
  scriptNotLoaded:
    "This part of the page has not loaded its script, so the choices in the page's address are not applied: here it is as first written. Reload to try again.",
};
