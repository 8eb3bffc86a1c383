/**
 * Page-weight budgets, gzipped (level 9), set from measurements with modest headroom (README, "Page weight").
 * The build tests enforce them, so no change can quietly make pages heavier.
 */
export const budgets = {
  /**
   * The stylesheet, shared by every page. Measured 12.3 KB with the phone layouts of compare and the stacked tables,
   * 12.5 KB with the watch list and the feed box.
   */
  cssBytes: 13 * 1024,
  /** Any English page's HTML. Measured at most 41.8 KB (the glossary: every term in the HTML, and again as island props). */
  htmlBytes: 45 * 1024,
  /**
   * Any Hindi page's HTML. Measured at most 55.8 KB, the glossary again: Devanagari takes three bytes a letter in
   * UTF-8 where Latin takes one, and gzip wins back only part of it.
   */
  hindiHtmlBytes: 58 * 1024,
  /**
   * HTML of the pages most visitors land on, on the fixture site. Measured: home 31.1 KB, directory 20.8 KB, car
   * 23.9 KB, post 11.5 KB. In Hindi: home 38.8 KB, directory 24.8 KB, car 28.4 KB, post 16.7 KB. Before the Hindi
   * edition they were 24.2, 17.2, 16.6 and 8.4 KB: each page now carries the words its islands use, in its language,
   * as JSON (a namespace of templates/i18n/ once a page), and a namespace holds the page's own words too. Splitting
   * each namespace into what islands use and what only the server renders is the next thing to slim. Notify Me's
   * calendar links and messages and the feed box took the homes to 32.2 KB and, in Hindi, 40.0 KB.
   */
  htmlByPage: {
    'index.html': 32.5 * 1024,
    'cars.html': 22 * 1024,
    'cars/tata-nexon-ev.html': 25 * 1024,
    'blog/ev-vs-petrol-cost-comparison.html': 13 * 1024,
    'hi.html': 41 * 1024,
    'hi/cars.html': 26 * 1024,
    'hi/cars/tata-nexon-ev.html': 30 * 1024,
    'hi/blog/ev-vs-petrol-cost-comparison.html': 18 * 1024,
  },
  /**
   * All the JavaScript a page with widgets may load, React's 67 KB included. Measured at most 100.4 KB of files (home:
   * nine islands, the chunk of domain code they share, and the 2 KB loader that replays what was done early; 99.3 KB
   * before the buyer's situation, one model every cost on the site is worked out from, joined the shared domain code).
   * The islands import the domain through one index, so every island's page loads the domain code any island uses:
   * importing each domain file directly is where the next kilobytes would come from. 101.8 KB since the Hindi
   * edition: the islands read their words from the page, and the domain's words in Hindi are a chunk of their own.
   */
  scriptBytes: 105 * 1024,
  /** The same on a Hindi page, which also loads the domain's Hindi words (3.4 KB). Measured at most 105.2 KB (home). */
  hindiScriptBytes: 108 * 1024,
} as const;
