/**
 * Page-weight budgets, gzipped (level 9), set from measurements with modest headroom (README, "Page weight").
 * The build tests enforce them, so no change can quietly make pages heavier.
 */
export const budgets = {
  /** The stylesheet, shared by every page. Measured 9.0 KB. */
  cssBytes: 12 * 1024,
  /** Any page's HTML. Measured at most 37.3 KB (the glossary: every term in the HTML, and again as island props). */
  htmlBytes: 45 * 1024,
  /**
   * HTML of the pages most visitors land on. Measured: home 18.3 KB, directory 15.5 KB, car 13.8 KB (11.8 KB before
   * its variant picker and on-road price, whose island carries every state's road tax; 7.2 KB before its range,
   * charging and cost-of-ownership sections), post 7.3 KB.
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
