import { formatMonthYear, launchMonthStart, stillUpcoming } from '../domain/index.ts';
import type { Site, UpcomingCar } from '../schema/index.ts';
import { definePage } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';
import { untranslatedOf } from '../domain/translated.ts';

/** An upcoming car as its cards show it. */
export function toUpcomingCard(car: UpcomingCar) {
  const { id, name, brand, bodyType, expectedPrice, expectedRangeKm, batteryKwh, status, keyFeatures } = car;
  const launchLabel = formatMonthYear(launchMonthStart(car.launch));
  return {
    id,
    name,
    brand,
    bodyType,
    expectedPrice,
    expectedRangeKm,
    batteryKwh,
    status,
    keyFeatures,
    launchLabel,
    ...untranslatedOf(car),
  };
}

/** Upcoming cars not yet launched by the build date: a car whose launch month has passed drops off by itself. */
export function upcomingFrom(site: Site, buildDate: Date) {
  return stillUpcoming(site.upcoming, buildDate);
}

/** The cars expected in India, with their expected prices, figures and launch months. */
export const upcomingPage: PageKind = ({ site, context }) => {
  const year = context.buildDate.getUTCFullYear();
  const title = fill(routeText().upcomingTitle, { year, next: year + 1 });
  return [
    definePage({
      path: '/upcoming',
      kind: 'page',
      head: simpleHead(site.settings, '/upcoming', title, routeText().upcomingDescription, 'guides'),
      template: 'UpcomingPage',
      props: {
        title,
        crumbs: crumbsTo(routeText().upcomingCrumb, '/upcoming'),
        cars: upcomingFrom(site, context.buildDate).map((car) => ({
          ...toUpcomingCard(car),
          year: Number(car.launch.slice(0, 4)),
          description: car.description,
          powerBhp: car.powerBhp,
          timeline: car.timeline,
        })),
      },
    }),
  ];
};
