import { isOnSale, onRoadContext, siteMix, siteSituation, toSummary } from '../domain/index.ts';
import { bodyTypes } from '../schema/index.ts';
import { breadcrumbLd, carListLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { definePage, ogImage } from './types.ts';
import {
  CAR_INDEX_PATH,
  dataPath,
  carsCrumb,
  homeCrumb,
  paginate,
  routeText,
  siteStateSlug,
  siteTitle,
  situationFieldsContext,
  type PageKind,
} from './view.ts';
import { fill } from '../domain/locale.ts';

/** How many cars the directory's ItemList names: the first ten, as search engines show no more. */
const ITEM_LIST_LENGTH = 10;

/** The directory of cars on sale, a page of them at a time; the last page names those not sold new or not yet here. */
export const directoryPages: PageKind = ({ site, view, context }) => {
  const { settings } = site;
  const { selling, lineup, brandOf, carById } = view;
  const year = context.buildDate.getUTCFullYear();
  const options = {
    brands: lineup.map(({ slug, name }) => ({ slug, name })),
    bodyTypes: [...bodyTypes],
    priceBuckets: settings.filters.directoryPrice,
    rangeBuckets: settings.filters.directoryRange,
    states: site.incentives.map((item) => item.slug),
  };
  const onRoad = { ...onRoadContext(site.incentives, site.calculators), initialState: siteStateSlug(site) };
  const discontinued = view.byRating
    .filter((car) => !isOnSale(car))
    .map((car) => ({
      id: car.id,
      name: car.name,
      since: car.status!.since,
      ...(car.status!.successor ? { successor: { id: car.status!.successor, name: carById.get(car.status!.successor)!.name } } : {}),
      ...(car.status!.successorName ? { successorName: car.status!.successorName } : {}),
    }));
  const alsoOnSale = site.alsoOnSale.map((car) => ({ ...car, brandName: car.brand ? brandOf.get(car.brand)?.name : undefined }));
  return paginate(selling, limits.directoryPage, '/cars', [homeCrumb(), carsCrumb()]).map(
    ({ page, pageCount, path, items, crumbs, suffix }) =>
      definePage({
        path,
        kind: 'page',
        head: {
          title: siteTitle(settings, fill(routeText().directoryTitle, { year, suffix })),
          description: fill(routeText().directoryDescription, { count: selling.length, suffix }),
          canonicalPath: path,
          ogType: 'website',
          image: ogImage('cars'),
          jsonLd: [breadcrumbLd(settings, crumbs), ...(page === 1 ? [carListLd(settings, selling.slice(0, ITEM_LIST_LENGTH))] : [])],
        },
        template: 'CarsPage',
        props: {
          crumbs,
          discontinued: page === pageCount ? discontinued : [],
          alsoOnSale: page === pageCount ? alsoOnSale : [],
          directory: {
            ...options,
            cars: items.map((car) => toSummary(car, site.calculators, siteMix(site))),
            page,
            pageCount,
            pageSize: limits.directoryPage,
            total: selling.length,
            discontinuedCount: discontinued.length,
            indexUrl: dataPath(CAR_INDEX_PATH),
            onRoad,
            situation: siteSituation(site),
            situationContext: situationFieldsContext(site),
          },
        },
      }),
  );
};
