import type { ReactNode } from 'react';
import {
  formatBattery,
  formatMinutes,
  formatMonthYear,
  formatNumber,
  formatPower,
  formatPriceRange,
  formatRange,
  langOf,
  NOT_CONFIRMED,
  savingsHref,
  type PriceMove,
} from '../../../src/domain/index.ts';
import type { Brand, Car } from '../../../src/schema/index.ts';
import { CarArt } from '../../components/CarArt.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { Stars } from '../../components/Stars.tsx';
import { VariantPicker, type VariantLink } from '../../components/VariantPicker.tsx';
import { Verified } from '../../components/Verified.tsx';
import { Island } from '../../islands/Island.tsx';
import type { RunningCostProps } from '../../islands/RunningCost.tsx';
import { useHasPage } from '../../layout/site-context.ts';

/** For a discontinued car: the car of the site that replaced it. */
export type Successor = { id: string; name: string };

/** Its electricity cost a km for the visitor's situation: the RunningCost island's props. */
export type RunningCost = RunningCostProps;

/** Why a discontinued car's page stays, what replaced it, and when that was confirmed. */
function DiscontinuedNote({ status, successor }: { status: NonNullable<Car['status']>; successor: Successor | undefined }) {
  return (
    <p className="car-status" role="note">
      <strong>No longer sold new: discontinued in {formatMonthYear(new Date(`${status.since}-01T00:00:00Z`))}.</strong>{' '}
      {successor ? (
        <>
          Its successor is the <a href={`/cars/${successor.id}`}>{successor.name}</a>
          {'. '}
        </>
      ) : status.successorName ? (
        <>
          Its successor is the {status.successorName}
          {'. '}
        </>
      ) : null}
      The figures below are its last as sold. <Verified asOf={status.asOf} source={status.source} />
    </p>
  );
}

/** One headline figure: its icon and name, the figure, and a muted note on how it was measured. */
function HeadlineStat({ icon, label, value, note }: { icon: IconName; label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon name={icon} />
        {/* One text node for the space and the label, so React puts no comment marker between them. */}
        {` ${label}`}
      </dt>
      <dd>{value}</dd>
      <dd className="muted">{note}</dd>
    </div>
  );
}

/** Range, battery, power and fast charging, each with the detail a buyer asks next. */
function HeadlineStats({ car, maker, estimatedClaim }: { car: Car; maker: string; estimatedClaim: string | undefined }) {
  const { range, battery, performance, charging } = car;
  const { dc } = charging;
  return (
    <dl className="headline-stats">
      <HeadlineStat
        icon="range"
        label="Range"
        value={estimatedClaim ? `≈ ${formatRange(car)}` : formatRange(car)}
        note={
          estimatedClaim
            ? 'Our estimate: its claim is not confirmed'
            : range.testCycle
              ? `${maker}'s claim, ${range.testCycle}`
              : `${maker}'s claim, cycle not stated`
        }
      />
      <HeadlineStat icon="battery" label="Battery" value={formatBattery(car)} note={battery.chemistry ?? 'Chemistry not confirmed'} />
      <HeadlineStat
        icon="power"
        label="Power"
        value={formatPower(car)}
        note={performance.torqueNm === null ? 'Torque not confirmed' : `${formatNumber(performance.torqueNm)} Nm`}
      />
      <HeadlineStat
        icon="charge"
        label="Fast Charge"
        value={!dc ? 'No DC' : dc.minutes === null ? NOT_CONFIRMED : formatMinutes(dc.minutes)}
        note={
          !dc
            ? 'AC charging only'
            : dc.minutes === null
              ? `Up to ${formatNumber(dc.kw)} kW`
              : `${dc.fromPercent}-${dc.toPercent}%, ${formatNumber(dc.kw)} kW`
        }
      />
    </dl>
  );
}

/**
 * What to do next, each button doing what it says: the savings calculator set to this variant and its petrol
 * alternative, compare, or the EMI calculator at its price.
 */
function CarActions({ car, variant }: { car: Car; variant: string | undefined }) {
  const hasPage = useHasPage();
  return (
    <div className="car-hero__actions">
      {hasPage('/calculator') && (
        <a className="button button--primary" href={savingsHref(car.id, variant)}>
          Calculate Savings
        </a>
      )}
      <Island name="CompareButton" hydrate="idle" props={{ id: car.id, name: car.name, ...(variant ? { variant } : {}) }} />
      {/* The EMI on the on-road price in the visitor's state, from the on-road section (none for a car not sold new). */}
      {hasPage('/ev-loans') && !car.status && (
        <a className="button button--ghost" href="#on-road-emi">
          Estimate EMI
        </a>
      )}
    </div>
  );
}

/** The top of a car's page: its picture beside its name, price, score and headline figures. */
export function CarHero({
  car,
  brand,
  successor,
  running,
  variants,
  variant,
  estimatedClaim,
  priceRange,
  priceMove,
}: {
  car: Car;
  brand: Brand;
  successor?: Successor;
  running: RunningCost;
  variants: readonly VariantLink[];
  variant: number;
  estimatedClaim: string | undefined;
  /** The car's range of prices, shown when its variants are only inferred. */
  priceRange: Car['price'];
  /** How its price may have moved since it was confirmed. */
  priceMove: PriceMove | undefined;
}) {
  return (
    <div className="car-hero">
      <div className="car-hero__media">
        <CarArt car={car} eager className="car-art car-hero__art" />
      </div>
      <div className="car-hero__info">
        <p className="car-hero__badges">
          <a className="badge badge--primary" href={`/brands/${brand.slug}`}>
            {brand.name}
          </a>
          <span className="badge">{car.bodyType}</span>
          <span className="badge">{car.seating} Seater</span>
          {car.status && <span className="badge badge--warning">Discontinued</span>}
        </p>
        <h1>{car.name}</h1>
        {car.status && <DiscontinuedNote status={car.status} successor={successor} />}
        <a className="car-hero__score" href="#score">
          <Stars rating={car.rating} criteria={car.scoreCriteria} /> <span>How we score it</span>
        </a>
        <p className="car-hero__price">
          {/* A car whose variants are not listed: its own range of prices, since its versions are only inferred. */}
          {formatPriceRange(variants[variant]?.inferred ? priceRange : car.price)} <span className="muted">ex-showroom</span>
        </p>
        <p className="car-hero__verified">
          <Verified asOf={car.price.asOf} source={car.price.source} />
        </p>
        {priceMove && (
          <p className="car-hero__moved" role="note">
            <strong>Price may now be higher.</strong> {priceMove.note}.{' '}
            <Verified asOf={priceMove.asOf} source={priceMove.source} verb="The rise was reported" />
          </p>
        )}
        <VariantPicker variants={variants} current={variant} complete={car.variantsListed !== 'some'} />
        <p lang={langOf(car, 'description')}>{car.description}</p>
        <HeadlineStats car={car} maker={brand.name} estimatedClaim={estimatedClaim} />
        {/* Hydrated when the page is idle, not when scrolled to: a visitor's own situation replaces the site's before they read it. */}
        <Island name="RunningCost" hydrate="idle" props={running} />
        {/* A variant's page compares that variant; the car's own page, its cheapest. */}
        <CarActions car={car} variant={variant > 0 ? variants[variant]?.slug : undefined} />
      </div>
    </div>
  );
}
