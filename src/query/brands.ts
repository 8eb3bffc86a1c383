import type { Brand, Car } from '../schema/index.ts';

/** Brands with the most electric models first, then by name: the order of menus and showcases. */
export function brandsByLineup<B extends Brand>(brands: readonly B[], cars: readonly Car[]): B[] {
  const count = new Map<string, number>();
  for (const car of cars) count.set(car.brand, (count.get(car.brand) ?? 0) + 1);
  return [...brands].sort((a, b) => (count.get(b.slug) ?? 0) - (count.get(a.slug) ?? 0) || a.name.localeCompare(b.name, 'en'));
}
