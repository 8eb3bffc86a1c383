export const directory = {
  // The directory page (pages/CarsPage.tsx). A sentence with a link is three keys, before, link and after, each
  // with its own spaces, so a translation can put the link where its language needs it.
  pageTitle: 'Electric Cars in India {year}',
  pageLede:
    'Every electric car on sale in India with its ex-showroom price in lakh, claimed range, battery, power and charging time, so you can shortlist the ones that fit your budget and your driving. Or ',
  pageLedeFinderLink: 'let the finder shortlist them',
  pageLedeAfter: ' from your daily distance, longest trip, charging and on-road budget.',
  alsoOnSaleTitle: 'Also on sale, not compared yet',
  alsoOnSaleText:
    'These are sold in India too, but too few of their figures are confirmed by a source we could check to compare them fairly with the cars above. Here is what is confirmed.',
  onSaleSince: 'On sale since {month}',
  notConfirmedYet: 'Not confirmed yet: {items}.',
  discontinuedTitle: 'No longer on sale',
  discontinuedText: 'Their pages stay for owners and for buyers of used cars; they are left out of the list above.',
  discontinuedIn: ': discontinued in {month}',
  replacedByBefore: ', replaced by the ',
  replacedByAfter: '',
  replacedByName: ', replaced by the {name}',

  // The directory (islands/CarDirectory.tsx)
  advancedFilters: 'Advanced Filters',
  loadingCars: 'Loading every car...',
  carsNotLoaded: 'The full list of cars could not be loaded. Check your connection and try again.',
  estimatesFor: 'On-road prices are estimates for {state}; costs a km are estimates for {situation}.',
  change: 'Change',
  onRoadExplained:
    "Each on-road price is the cheapest variant's: ex-showroom price, road tax, registration, insurance and FASTag, less any state incentive, plus 1% TCS on a car above ₹10 lakh, which comes back in your tax return. Each car's page shows the sum line by line.",
  showMore: 'Show more ({count} left)',
  directoryPages: 'Directory pages',

  // Its controls (islands/directory-filters.tsx, directory-hooks.tsx)
  sortPriceLow: 'Price: Low to High',
  sortPriceHigh: 'Price: High to Low',
  sortRange: 'Longest Range',
  sortRealRange: 'Real-World Range',
  sortCostPerKm: 'Cheapest per km',
  sortDcTime: 'Fastest DC Charge',
  sortRating: 'Highest score',
  exShowroom: 'Ex-showroom',
  allPrices: 'All Prices',
  onRoadBudget: 'On-road budget',
  anyBudget: 'Any Budget',
  onRoadUpTo: 'Up to ₹{lakh} lakh on-road',
  brand: 'Brand',
  allBrands: 'All Brands',
  sortBy: 'Sort by',
  recommended: 'Recommended',
  bodyType: 'Body type',
  allBodyTypes: 'All Body Types',
  claimedRange: 'Claimed range',
  anyRange: 'Any Range',
  realWorldRange: 'Real-world range',
  anyRealWorldRange: 'Any Real-World Range',
  realRangeAtLeast: '{km} km or more',
  runningCost: 'Running cost',
  anyRunningCost: 'Any Running Cost',
  perKmUpTo: 'Up to ₹{rupees} per km',
  charging: 'Charging',
  anyCharging: 'Any Charging',
  chargingDc: 'DC Fast Charging',
  chargingDcMinutes: 'DC, 10-80% in {minutes} min or less',
  chargingDcHour: 'DC, 10-80% in an hour or less',
  includeDiscontinued: 'Include discontinued cars ({count})',
  filterCars: 'Filter electric cars',
  onRoadPricesIn: 'On-road prices in',

  // The results (islands/directory-results.tsx)
  showingAll: 'Showing {count} of {listed} electric cars',
  showingSome: 'Showing {shown} of {count} electric cars',
  showingMatching: 'Showing {shown} of {count} matching cars ({listed} in all)',
  noCarsFound: 'No cars found',
  tryAdjustingFilters: 'Try adjusting your filters to see more results.',
  clearAllFilters: 'Clear All Filters',

  // What an island says when JavaScript is off, just before it (islands/notes.tsx)
  noteFixedFigures: 'Changing these figures needs JavaScript, which is off: the results are worked out for the figures shown.',
  noteBlogList:
    'Searching the articles and choosing a category need JavaScript, which is off: every article is listed here instead, newest first.',
  noteCarCompare:
    "Comparing needs JavaScript, which is off: it reads the cars from the address and sets them side by side in your browser. Each car's own page has its full specifications: ",
  noteCarCompareLink: 'browse electric cars',
  noteCarCompareAfter: '.',
  noteCarDirectory:
    'Searching, filtering and sorting need JavaScript, which is off: every car is listed here instead, page by page, in the recommended order.',
  noteContactForm: 'Sending a message from this page needs JavaScript, which is off: write to us by e-mail instead.',
  noteIncentiveEstimator: 'Estimating your benefits needs JavaScript, which is off.',
  noteNewsletter: 'The copy button needs JavaScript, which is off: select the address to copy it.',
  noteUpcomingBrowser:
    'Searching this list and your watch list need JavaScript, which is off: every upcoming car is listed here, and Notify Me still gives its calendar reminder.',
};
