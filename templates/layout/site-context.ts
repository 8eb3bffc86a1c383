import { createContext, useContext } from 'react';
import type { Brand, Car, SiteSettings } from '../../src/schema/index.ts';

/** A brand in the Brands menu: its best-rated cars, capped, and how many it has in all. */
export interface MenuBrand {
  slug: string;
  name: string;
  cars: readonly { id: string; name: string }[];
  total: number;
}

/** What every template may know about the whole site; provided once per page by render/. */
export interface SiteContextValue {
  settings: SiteSettings;
  brands: readonly Brand[];
  /** The Brands menu, computed once per build. */
  menu: readonly MenuBrand[];
  /** The footer's popular cars. */
  popularCars: readonly { id: string; name: string }[];
  /** Every path the build emits, so templates link only to pages that exist. */
  paths: ReadonlySet<string>;
  /** The single build date: "current" month and year come from it, never from the clock. */
  buildDate: Date;
  /** The path of the page being rendered. */
  currentPath: string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site context; throws when a template is rendered outside render/. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() called outside <SiteContext>');
  return value;
}

/** Whether the build emits a page at this path (ignoring ?query and #fragment). */
export function useHasPage(): (href: string) => boolean {
  const { paths } = useSite();
  return (href) => paths.has(href.replace(/[?#].*$/, '') || '/');
}

/** The brand of a car; validation guarantees it exists. */
export function useBrandOf(): (car: Pick<Car, 'brand'>) => Brand {
  const { brands } = useSite();
  return (car) => brands.find((brand) => brand.slug === car.brand)!;
}
