import type { ReactNode } from 'react';
import {
  formatBattery,
  formatMinutes,
  formatMonthYear,
  formatNumber,
  formatPower,
  formatPriceRange,
  formatRange,
  formatTestCycle,
  notConfirmed,
} from '../../../src/domain/format.ts';
import type { PriceMove } from '../../../src/domain/price-moves.ts';
import { savingsHref } from '../../../src/domain/savings-car.ts';
import { langOf } from '../../../src/domain/translated.ts';
import type { Brand, Car } from '../../../src/schema/index.ts';
import { CarArt } from '../../components/CarArt.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { Stars } from '../../components/Stars.tsx';
import { VariantPicker, type VariantLink } from '../../components/VariantPicker.tsx';
import { fillNodes, Verified } from '../../components/Verified.tsx';
import { fill, useText } from '../../i18n/context.ts';
import { Island } from '../../islands/Island.tsx';
import type { RunningCostProps } from '../../islands/RunningCost.tsx';
import { useHasPage } from '../../layout/site-context.ts';
import { bodyTypeName } from '../../../src/domain/body-types.ts';

/** For a discontinued car: the car of the site that replaced it. */
export type Successor = { id: string; name: string };

/** Its electricity cost a km for the visitor's situation: the RunningCost island's props. */
export type RunningCost = RunningCostProps;

/** Why a discontinued car's page stays, what replaced it, and when that was confirmed. */
function DiscontinuedNote({ status, successor }: { status: NonNullable<Car['status']>; successor: Successor | undefined }) {
  const words = useText().car;
  const name = successor ? <a href={`/cars/${successor.id}`}>{successor.name}</a> : status.successorName;
  return (
    <p className="car-status" role="note">
      <strong>{fill(words.discontinuedIn, { date: formatMonthYear(new Date(`${status.since}-01T00:00:00Z`)) })}</strong>{' '}
      {name && <>{fillNodes(words.successorIs, { name })} </>}
      {words.lastAsSold} <Verified asOf={status.asOf} source={status.source} />
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
  const words = useText().car;
  const { range, battery, performance, charging } = car;
  const { dc } = charging;
  return (
    <dl className="headline-stats">
      <HeadlineStat
        icon="range"
        label={words.statRange}
        value={estimatedClaim ? `≈ ${formatRange(car)}` : formatRange(car)}
        note={estimatedClaim ? words.claimEstimated : fill(words.makerClaim, { maker, cycle: formatTestCycle(range.testCycle) })}
      />
      <HeadlineStat
        icon="battery"
        label={words.statBattery}
        value={formatBattery(car)}
        note={battery.chemistry ?? words.chemistryNotConfirmed}
      />
      <HeadlineStat
        icon="power"
        label={words.statPower}
        value={formatPower(car)}
        note={performance.torqueNm === null ? words.torqueNotConfirmed : `${formatNumber(performance.torqueNm)} Nm`}
      />
      <HeadlineStat
        icon="charge"
        label={words.statFastCharge}
        value={!dc ? words.noDc : dc.minutes === null ? notConfirmed() : formatMinutes(dc.minutes)}
        note={
          !dc
            ? words.acChargingOnly
            : dc.minutes === null
              ? fill(words.upToKw, { kw: formatNumber(dc.kw) })
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
  const words = useText().car;
  return (
    <div className="car-hero__actions">
      {hasPage('/calculator') && (
        <a className="button button--primary" href={savingsHref(car.id, variant)}>
          {words.calculateSavings}
        </a>
      )}
      <Island name="CompareButton" hydrate="idle" props={{ id: car.id, name: car.name, ...(variant ? { variant } : {}) }} />
      {/* The EMI on the on-road price in the visitor's state, from the on-road section (none for a car not sold new). */}
      {hasPage('/ev-loans') && !car.status && (
        <a className="button button--ghost" href="#on-road-emi">
          {words.estimateEmi}
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
  const words = useText().car;
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
          <span className="badge">{bodyTypeName(car.bodyType)}</span>
          <span className="badge">{fill(words.seater, { seats: car.seating })}</span>
          {car.status && <span className="badge badge--warning">{words.discontinued}</span>}
        </p>
        <h1>{car.name}</h1>
        {car.status && <DiscontinuedNote status={car.status} successor={successor} />}
        <a className="car-hero__score" href="#score">
          <Stars rating={car.rating} criteria={car.scoreCriteria} /> <span>{words.howWeScore}</span>
        </a>
        <p className="car-hero__price">
          {/* A car whose variants are not listed: its own range of prices, since its versions are only inferred. */}
          {formatPriceRange(variants[variant]?.inferred ? priceRange : car.price)} <span className="muted">{words.exShowroom}</span>
        </p>
        <p className="car-hero__verified">
          <Verified asOf={car.price.asOf} source={car.price.source} />
        </p>
        {priceMove && (
          <p className="car-hero__moved" role="note">
            <strong>{words.priceMayBeHigher}</strong> {fill(words.priceMoveNote, { note: priceMove.note })}{' '}
            <Verified asOf={priceMove.asOf} source={priceMove.source} verb={words.riseReported} />
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
