/**
 * Page-weight budgets, gzipped (level 9), set from measurements with modest headroom (README, "Page weight").
 * The build tests enforce them, so no change can quietly make pages heavier.
 */
export const budgets = {
  /** The stylesheet, shared by every page. Measured 11.5 KB. */
  cssBytes: 12 * 1024,
  /** Any English page's HTML. Measured at most 39.0 KB (the glossary: every term in the HTML, and again as island props). */
  htmlBytes: 45 * 1024,
  /**
   * Any Hindi page's HTML. Measured at most 52.1 KB, the glossary again: Devanagari takes three bytes a letter in
   * UTF-8 where Latin takes one, and gzip wins back only part of it.
   */
  hindiHtmlBytes: 56 * 1024,
  /**
   * HTML of the pages most visitors land on, on the fixture site. Measured: home 24.2 KB, directory 17.2 KB, car
   * 16.6 KB, post 8.4 KB; each about 0.5 KB more since the site has a Hindi edition (the links to each page's twin,
   * the Hindi offer and the language script). In Hindi: home 28.2 KB, directory 20.2 KB, car 17.9 KB, post 12.5 KB.
   */
  htmlByPage: {
    'index.html': 25.5 * 1024,
    'cars.html': 20 * 1024,
    'cars/tata-nexon-ev.html': 17.5 * 1024,
    'blog/ev-vs-petrol-cost-comparison.html': 14 * 1024,
    'hi.html': 30 * 1024,
    'hi/cars.html': 22 * 1024,
    'hi/cars/tata-nexon-ev.html': 19.5 * 1024,
    'hi/blog/ev-vs-petrol-cost-comparison.html': 14 * 1024,
  },
  /**
   * All the JavaScript a page with widgets may load, React's 67 KB included. Measured at most 100.4 KB of files (home:
   * nine islands, the chunk of domain code they share, and the 2 KB loader that replays what was done early; 99.3 KB
   * before the buyer's situation, one model every cost on the site is worked out from, joined the shared domain code).
   * The islands import the domain through one index, so every island's page loads the domain code any island uses:
   * importing each domain file directly is where the next kilobytes would come from.
   */
  scriptBytes: 103 * 1024,
} as const;
