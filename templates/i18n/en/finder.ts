export const finder = {
  // FindPage
  title: 'Which electric car fits you?',
  intro:
    'Tell us how you drive, where you charge and what you can spend on the road. Every variant of every car on sale is checked against it: those that fit are ranked with the numbers behind them, and the rest say what rules them out.',

  // Finder: the results' heading, what it is for, and the note under them
  noneFitsYet: 'No car fits yet',
  fitsOne: '{count} car fits',
  fitsOther: '{count} cars fit',
  /** After the count: {trip}, {home} and {budget} are the parts below, {state} the state's name. */
  summary: 'for {daily} km a day{trip}, {home}, {state}{budget}',
  summaryTrip: ', {km} km trips',
  summaryNoHome: 'no home charger',
  summaryHomeShare: '{percent}% home charging',
  summaryBudget: ', up to ₹{lakh} lakh on the road',
  /** Read out when the answer changes: {fits} is fitsOne or fitsOther, {name} the first variant's. */
  liveNone: 'No car fits.',
  liveFits: '{fits}; first, the {name}.',
  noscript:
    'The finder works out its answer in your browser, which needs JavaScript: below is its answer for the situation shown, not for one typed into the form.',
  /** {verified} is where the public price's date and source go; {situation} describes the buyer's charging. */
  note: "Ranges are real-world estimates from each variant's claim; on-road prices add {state}'s road tax, the insurance a new car must carry, a FASTag and TCS. Charging costs are for {situation}; public fast charging: {verified}. The {years}-year cost is the car page's cost of ownership: the price with road tax and registration, less incentives, then {years} years of charging, insurance and servicing.",

  // The form
  dailyLabel: 'Daily distance',
  dailyUnit: 'km a day',
  tripLabel: 'Longest regular trip, without charging',
  tripUnit: 'km (0: none)',
  marginLabel: 'Range to spare on that trip',
  homeLabel: 'Home charging',
  homeNone: 'No home charger',
  home33: '3.3 kW (a 15 A socket)',
  home72: '7.2 kW wall box',
  shareLabel: 'Share of charging at home',
  stateLabel: 'Your state',
  tariffLabel: 'Home tariff',
  tariffUnit: "₹ a kWh (empty: {state}'s typical ₹{rate})",
  publicLabel: 'Public fast charging',
  publicUnit: '₹ a kWh (empty: ₹{rate})',
  budgetLabel: 'On-road budget',
  budgetUnit: 'lakh (empty: any)',
  seatsLabel: 'Seats you need',
  seatsOption: '{seats} or more',
  prioritiesLegend: 'What matters most',
  priorityRunningCost: 'Lowest running cost',
  priorityRangeMargin: 'Most range to spare',
  prioritySafety: 'Safety',
  priorityPerformance: 'Performance',

  // The cars that fit
  noneFit: 'No variant fits all of that. What rules each car out is below: loosen the one that rules out most.',
  compareFirst: 'Compare the first {count} side by side',
  /** {price} is the on-road price, in bold. */
  onRoad: '{price} on the road',
  estimateAtPrice: '(estimate, at its price of {month}{rise})',
  riseUpTo: ', before a rise of up to {percent}%',
  riseAbout: ', before a rise of about {percent}%',
  addToCompare: 'Add to compare',
  /** {link} is itsPage, linked to the car's page. */
  otherFitsOne: '{count} more variant of this car fit too: see them on {link}.',
  otherFitsOther: '{count} more variants of this car fit too: see them on {link}.',
  itsPage: 'its page',

  // The cars ruled out
  ruledOutOne: 'Ruled out: {count} car',
  ruledOutOther: 'Ruled out: {count} cars',
  /** The counts of each reason, joined by "; ". */
  ruledOutCounts: '{counts}.',
  ruledOutBudget: '{count} over your on-road budget',
  ruledOutSeats: '{count} too few seats',
  ruledOutTrip: '{count} too little highway range for your trip',
  ruledOutCharging: '{count} no DC fast charging, with no home charger',
  eachCarWhy: 'Each car, and why',
};
