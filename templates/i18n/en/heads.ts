export const heads = {
  siteTitle: '{title} | {site}',
  home: 'Home',
  cars: 'Electric Cars',
  blog: 'Blog',
  pageCrumb: 'Page {page}',
  pageSuffix: ' (page {page} of {count})',
  homeTitle: 'Best Electric Cars in India {year}: Prices, Range and Reviews',
  homeDescription:
    'Compare {count} electric cars on sale in India by price, range, charging and running cost. {tagline}, facts verified up to {month}.',
  directoryTitle: 'Electric Cars in India {year}: Prices, Range and Specs{suffix}',
  directoryDescription:
    'All {count} electric cars on sale in India with ex-showroom prices in lakh, claimed range, battery size, power and charging times{suffix}.',
  carTitle: '{name} Price in India, Range and Specs',
  carDescription: '{name}: {price} ex-showroom, {range} claimed range{power}. Specs, features, safety and our verdict.',
  carPower: ', {bhp} bhp',
  brandTitle: '{brand} Electric Cars in India {year}: Prices and Models',
  brandDescriptionOne: '1 {brand} electric car on sale in India with prices, range and specs, plus loan and insurance partners.',
  brandDescription: '{count} {brand} electric cars on sale in India with prices, range and specs, plus loan and insurance partners.',
  blogTitle: 'EV Blog: News, Buying Guides and Advice{suffix}',
  blogDescription:
    'Guides, comparisons and news for electric-car buyers in India: {count} articles on costs, charging, loans and insurance{suffix}.',
  calculatorCrumb: 'Savings Calculator',
  calculatorTitle: 'EV Savings Calculator: Electric vs Petrol Running Cost',
  calculatorDescription:
    'Work out what an electric car saves you over a petrol car in India: fuel, maintenance, monthly and 5-year savings, at your own distance and prices.',
  findCrumb: 'Find your EV',
  findTitle: 'Which Electric Car Fits You? Find Your EV by Distance, Charging and Budget',
  findDescription:
    'Tell us your daily distance, longest trip, home charging, state and on-road budget: see which electric car variants fit, ranked, with the numbers behind each.',
  compareCrumb: 'Compare',
  compareTitle: 'Compare Electric Cars Side by Side',
  compareDescription:
    'Compare up to three electric cars sold in India on price, range, charging, size, safety and features, with the better figure marked.',
  searchCrumb: 'Search',
  searchTitle: 'Search',
  searchDescription: 'Search {count} electric cars, the articles, the glossary and the guides on {site}.',
  glossaryCrumb: 'EV Glossary',
  glossaryTitle: 'EV Glossary: Electric Car Terms Explained',
  glossaryDescription:
    '{count} electric-car terms explained in plain English for buyers in India, from AC charging and BMS to V2L and the wall box.',
  upcomingCrumb: 'Upcoming',
  upcomingTitle: 'Upcoming Electric Cars India {year}-{next}',
  upcomingDescription:
    'Electric cars expected in India, with expected prices in lakh, range, battery, launch dates and where each one stands.',
  // The launch calendars (src/emit/calendar.ts): upcoming.ics and each car's reminder.
  launchCalendarName: '{site}: expected EV launches',
  launchReminderName: '{name}: expected launch',
  launchSummary: '{name}: launch expected this month',
  launchDescription:
    '{name} is expected in India in {month}, as reported; a launch month can still move. Expected ex-showroom price: {price} (reported {asOf}; source: {source}). The latest: {url}',
  loansCrumb: 'EV Loans',
  loansTitle: 'EV Loans and EMI Calculator',
  loansDescription:
    'Work out the EMI on an electric car loan in India and compare lenders: rates from {rate}%, tenures up to {months} months, worked examples.',
  incentivesCrumb: 'EV Incentives',
  incentivesTitle: 'EV Incentives in India: Central and State Benefits',
  incentivesDescription:
    'Central and state incentives for electric-car buyers in India: GST, road tax and registration waivers by state, and what no longer applies.',
  insuranceCrumb: 'EV Insurance',
  insuranceTitle: 'EV Insurance in India: Costs, Cover and Insurers',
  insuranceDescription:
    'What insuring an electric car costs in India, the add-ons worth having (battery, charger, zero depreciation) and insurers that offer them.',
  contactCrumb: 'Contact',
  contactTitle: 'Contact Us',
  contactDescription: 'Write to {site} about a car, a correction or a guide you would like: {email}, {city}. We reply within 24-48 hours.',
  minutesRead: '{minutes} min read',
  /** A variant's claimed range worked out from another pack's claim (the car page's note). */
  estimatedClaim: "no source confirms this {pack} kWh pack's claim, so the {battery} kWh version's {km} km is scaled to it",
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you asked for does not exist.',
  movedTitle: '{name} has moved',
  movedDescription: 'This page has moved to {to}.',
};
