/**
 * How much of a large catalogue one page carries: they keep page weight and build memory flat when the data grows a
 * hundredfold (10,000 cars, 10,000 posts).
 */
export const limits = {
  /** Cars offered in choosers (the incentive estimator, the EMI calculator, the compare picker): the best rated. */
  carChoices: 60,
  /** "More from this brand" on a car page. */
  siblings: 4,
  /** Cars shown on a brand page; the rest are a link to the directory filtered by the brand. */
  brandPageCars: 24,
  /** Posts in the feed, newest first. */
  feedPosts: 50,
  /**
   * Cars on one page of the directory (/cars, /cars/page/2, ...): a phone's long scroll, and few enough that the page
   * hydrates without blocking the main thread for long (24 cards cost a phone about twice the blocking time). Filtered
   * or sorted, the directory shows as many at a time: each card it has to create delays the new list (24 at a time
   * made a sort's key press at 4x CPU about 20 ms slower).
   */
  directoryPage: 12,
  /** Posts on one page of the blog (/blog, /blog/page/2, ...). */
  blogPage: 12,
  /** The search dialog carries every car inline up to this many; beyond, it fetches the index when opened. */
  inlineSearch: 100,
} as const;
