import type { Brand, Car, LoanProvider } from '../schema/index.ts';
import { onSale } from './cars.ts';

/** Brands with the most electric models on sale first, then by name: the order of menus and showcases. */
export function brandsByLineup<B extends Brand>(brands: readonly B[], cars: readonly Car[]): B[] {
  const count = new Map<string, number>();
  for (const car of onSale(cars)) count.set(car.brand, (count.get(car.brand) ?? 0) + 1);
  return [...brands].sort((a, b) => (count.get(b.slug) ?? 0) - (count.get(a.slug) ?? 0) || a.name.localeCompare(b.name, 'en'));
}

/** A brand's finance partner as pages show it: a name, a dated rate and an optional note. */
export interface LoanPartnerView {
  name: string;
  rate: LoanProvider['rate'];
  note?: string;
}

/** A brand's finance partners with each lender named by slug looked up in the lenders, so its rate is written once. */
export function loanPartnersOf(brand: Pick<Brand, 'loanPartners'>, lenders: readonly LoanProvider[]): LoanPartnerView[] {
  const bySlug = new Map(lenders.map((lender) => [lender.slug, lender]));
  return brand.loanPartners.map((partner) => {
    if (!('lender' in partner)) return partner;
    const lender = bySlug.get(partner.lender)!;
    return { name: lender.name, rate: lender.rate, ...(partner.note ? { note: partner.note } : {}) };
  });
}
