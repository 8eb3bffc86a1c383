import { loanPartnersOf } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, routeText, siteTitle, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** A page for every brand: its cars, best score first, and its loan and insurance partners. */
export const brandPages: PageKind = ({ site, context, view }) => {
  const { settings } = site;
  const year = context.buildDate.getUTCFullYear();
  return site.brands.map((brand) => {
    const path = `/brands/${brand.slug}`;
    const crumbs = crumbsTo(brand.name, path);
    const cars = view.ratedByBrand.get(brand.slug) ?? [];
    return definePage({
      path,
      kind: 'page',
      head: {
        title: siteTitle(settings, fill(routeText().brandTitle, { brand: brand.name, year })),
        description: fill(cars.length === 1 ? routeText().brandDescriptionOne : routeText().brandDescription, {
          brand: brand.name,
          count: cars.length,
        }),
        canonicalPath: path,
        ogType: 'website',
        image: ogImage('brands'),
        jsonLd: [breadcrumbLd(settings, crumbs)],
      },
      template: 'BrandPage',
      props: {
        brand,
        loanPartners: loanPartnersOf(brand, site.lenders),
        cars: cars.slice(0, limits.brandPageCars),
        total: cars.length,
        crumbs,
      },
    });
  });
};
