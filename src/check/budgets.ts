/**
 * Page-weight budgets, gzipped (level 9), set from measurements with modest headroom (README, "Page weight").
 * The build tests enforce them, so no change can quietly make pages heavier.
 */
export const budgets = {
  /** The stylesheet, shared by every page. Measured 11.5 KB. */
  cssBytes: 12 * 1024,
  /** Any page's HTML. Measured at most 38.4 KB (the glossary: every term in the HTML, and again as island props). */
  htmlBytes: 45 * 1024,
  /**
   * HTML of the pages most visitors land on, on the fixture site. Measured: home 23.6 KB, directory 15.0 KB, car
   * 15.8 KB (11.8 KB before its variant picker and on-road price, whose islands carry every state's road tax; 14.9 KB
   * before the cost of ownership showed its CO2 method and each state's road-tax limits), post 7.8 KB.
   */
  htmlByPage: {
    'index.html': 24 * 1024,
    'cars.html': 20 * 1024,
    'cars/tata-nexon-ev.html': 16.5 * 1024,
    'blog/ev-vs-petrol-cost-comparison.html': 14 * 1024,
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
