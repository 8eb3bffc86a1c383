import type { SearchKind } from '../../../src/domain/search.ts';
import type { UpcomingCar } from '../../../src/schema/index.ts';

export const common = {
  // Breadcrumbs
  breadcrumb: 'Breadcrumb',
  // Pagination
  previous: 'Previous',
  next: 'Next',
  pageNumber: 'Page {page}',
  // SearchControls
  search: 'Search',
  /** What a box that finds cars asks for, as its label; and as its placeholder. */
  carSearchPrompt: 'Search by car name or brand',
  carSearchPlaceholder: 'Search by car name or brand...',
  /** The kinds of page the site search finds, as its groups are headed. */
  searchKinds: { car: 'Cars', post: 'Articles', glossary: 'Glossary', guide: 'Guides' } satisfies Record<SearchKind, string>,
  // PostCard
  featured: 'Featured',
  readArticle: 'Read Article',
  readArticleLabel: 'Read Article: {title}',
  // Notify Me (islands/upcoming-card.tsx)
  launchCalendar: 'All expected launches in your calendar (.ics)',
  notifyMe: 'Notify Me',
  notifyMeLabel: 'Notify me: calendar reminder for the {car} launch',
  watching: 'Watching',
  watchingLabel: 'Watching the {car}: download its reminder again',
  watchingTitle: 'Watching the {car}',
  watchingText:
    'Saved on this device: see Upcoming. Open the downloaded file to put its {month} reminder in your calendar. Nothing was sent.',
  // Toaster
  dismissNotification: 'Dismiss notification',
  // A car's figures, as cards label them
  price: 'Price',
  range: 'Range',
  battery: 'Battery',
  power: 'Power',
  // Upcoming cars' cards (islands/upcoming-card.tsx)
  expectedPrice: 'Expected price',
  expectedRange: 'Expected range',
  notAnnounced: 'Not announced',
  /** Under an upcoming car's name: "Tata · SUV · expected March 2027". */
  upcomingMeta: '{brand} · {body} · expected {launch}',
  upcomingStatus: {
    'Coming Soon': 'Coming Soon',
    'Testing Phase': 'Testing Phase',
    'Pre-Production': 'Pre-Production',
    'Pre-launch': 'Pre-launch',
    Development: 'Development',
    Announced: 'Announced',
  } satisfies Record<UpcomingCar['status'], string>,
};
