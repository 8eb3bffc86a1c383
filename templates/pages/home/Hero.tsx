import { formatLakhPrice, formatMonthYear, formatNumber } from '../../../src/domain/format.ts';
import { Facts } from '../../components/Facts.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { HeroSearchProps } from '../../islands/HeroSearch.tsx';
import { Island } from '../../islands/Island.tsx';
import { useHasPage, useSite } from '../../layout/site-context.ts';
import { fill, useText } from '../../i18n/context.ts';
import { finderHref } from '../../../src/domain/nav.ts';

/** A decorative strip with a car driving across, from 500 ms after load; still for reduced motion (CSS). */
export function EvStrip() {
  return (
    <div className="ev-strip" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside the aria-hidden strip; a <title> would change the HTML */}
      <svg className="ev-strip__car" viewBox="0 0 120 40" width="120" height="40">
        <path d="M8 28v-8l10-10h46l18 10h22l8 8v0a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z" fill="currentColor" />
        <path d="M24 12h18v8H18zM46 12h16l14 8H46z" fill="#dbeafe" />
        <circle cx="30" cy="32" r="7" fill="#1f2937" />
        <circle cx="90" cy="32" r="7" fill="#1f2937" />
        <path d="M104 16l4-6h-3l3-6" stroke="#fbbf24" strokeWidth="2" fill="none" />
      </svg>
    </div>
  );
}

export interface HeroProps {
  stats: { cars: number; brands: number; maxRangeKm: number; minPriceLakh: number };
  search: HeroSearchProps;
  /** The day the newest fact was verified, YYYY-MM-DD. */
  lastVerified: string;
  /** How many of the verified facts were confirmed within `days` of the build, of how many (see freshnessOf). */
  freshness: { fresh: number; total: number; days: number };
}

/** The home page's opening: what the site is for, the search box, the two main ways in, and the site in figures. */
export function Hero({ stats, search, lastVerified, freshness }: HeroProps) {
  const { buildDate } = useSite();
  const hasPage = useHasPage();
  const text = useText();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow eyebrow--on-dark">
          {fill(text.home.heroFreshness, {
            percent: freshness.total > 0 ? Math.round((freshness.fresh / freshness.total) * 100) : 0,
            days: freshness.days,
            month: formatMonthYear(new Date(`${lastVerified}T00:00:00Z`)),
          })}
        </p>
        <h1 id="hero-title" className="hero__title">
          {text.home.heroTitle} <span className="hero__accent">{formatMonthYear(buildDate)}</span>
        </h1>
        <p className="hero__lede">{text.home.heroLede}</p>
        <Island name="HeroSearch" hydrate="idle" props={search} />
        <div className="hero__actions">
          <a className="button button--light" href={finderHref(hasPage)}>
            {text.home.findYourEv} <Icon name="arrowRight" size={18} />
          </a>
          {hasPage('/calculator') && (
            <a className="button button--outline-light" href="/#calculator">
              {text.home.calculateSavings}
            </a>
          )}
        </div>
        <Facts
          className="hero__stats"
          items={[
            [text.home.statCars, stats.cars],
            [text.home.statBrands, stats.brands],
            [text.home.statLongestRange, <>{formatNumber(stats.maxRangeKm)} km</>],
            [text.home.statPricesFrom, formatLakhPrice(stats.minPriceLakh)],
          ]}
        />
      </div>
    </section>
  );
}
