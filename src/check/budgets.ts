/**
 * Page-weight budgets, gzipped (level 9), set from measurements with modest headroom (README, "Page weight").
 * The build tests enforce them, so no change can quietly make pages heavier.
 */
export const budgets = {
  /** The stylesheet, shared by every page. Measured 11.0 KB. */
  cssBytes: 12 * 1024,
  /** Any page's HTML. Measured at most 37.7 KB (the glossary: every term in the HTML, and again as island props). */
  htmlBytes: 45 * 1024,
  /**
   * HTML of the pages most visitors land on, on the fixture site. Measured: home 23.0 KB, directory 14.6 KB, car
   * 14.5 KB (11.8 KB before its variant picker and on-road price, whose islands carry every state's road tax),
   * post 7.5 KB.
   */
  htmlByPage: {
    'index.html': 24 * 1024,
    'cars.html': 20 * 1024,
    'cars/tata-nexon-ev.html': 15 * 1024,
    'blog/ev-vs-petrol-cost-comparison.html': 14 * 1024,
  },
  /**
   * All the JavaScript a page with widgets may load, React's 67 KB included. Measured at most 95.4 KB (home: nine
   * islands, and the 8.8 KB chunk of domain code they share, which the variant, on-road and finder models grew).
   */
  scriptBytes: 100 * 1024,
} as const;
