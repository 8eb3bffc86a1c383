import type { ReactNode } from 'react';
import type { CarSummary } from '../../src/domain/cars.ts';
import { formatBattery, formatFastCharge, formatNumber, formatPower } from '../../src/domain/format.ts';
import { savingsHref } from '../../src/domain/savings-car.ts';
import { langOf } from '../../src/domain/translated.ts';
import { CarArt } from './CarArt.tsx';
import { ExShowroomPrice } from './ExShowroomPrice.tsx';
import { ChipList } from './ChipList.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { LabelledValue } from './LabelledValue.tsx';
import { type OnRoadFrom, OnRoadFromLine } from './OnRoadFromLine.tsx';
import { Stars } from './Stars.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';

/**
 * Cards fade in 0.1 s apart; past this many the delay stops growing, so a long list never
 * keeps its later cards hidden for seconds. components.css has one animation-delay rule per step (an inline style
 * would break the CSP).
 */
export const MAX_STAGGERED = 6;

export interface CarCardProps {
  car: CarSummary;
  brandName: string;
  /** Place in the list the page arrived with, for the fade-in delay and eager loading of the first images. */
  index?: number;
  headingLevel?: 2 | 3;
  /** Link to the savings calculator set to this car (when the site has one). */
  showCalculate?: boolean;
  /** Extra action, such as the Compare toggle. */
  action?: ReactNode;
  /** The cheapest variant's on-road price in the visitor's state, in rupees (cars on sale only). */
  onRoadFrom?: OnRoadFrom;
}

/** The lowest and highest of a figure over a car's variants: "205-365 km", or one figure when they agree. */
function span(values: readonly number[], format: (value: number) => string): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
}

/**
 * The card's headline figures: icon, label and value. Range, battery and the estimates span the car's variants
 * (from the cheapest to the dearest), as its price does, so no figure of one variant sits beside another's alone.
 */
const specs = (car: CarSummary, { cards }: Text): [IconName, string, ReactNode][] => {
  const variants = car.variantList;
  const estimated = variants.some((variant) => variant.claimEstimated);
  // The makers' claims; a variant whose own claim is not confirmed has our estimate instead, and the card says so.
  const range = (
    <>
      {`${estimated ? '≈ ' : ''}${span(
        variants.map((variant) => variant.claimedKm),
        formatNumber,
      )} km`}
      <span className="spec__note">{` ${estimated ? cards.partEstimate : cards.claimed}`}</span>
    </>
  );
  return [
    ['range', cards.range, range],
    ['battery', cards.battery, formatBattery(car)],
    ['power', cards.power, formatPower(car)],
    ['charge', cards.fastCharge, formatFastCharge(car)],
    [
      'car',
      cards.realWorldEst,
      `${span(
        variants.map((variant) => variant.estimates.realWorldKm),
        formatNumber,
      )} km`,
    ],
    [
      'rupee',
      cards.perKmEst,
      span(
        variants.map((variant) => variant.estimates.costPerKm),
        (rupees) => `₹${rupees.toFixed(2)}`,
      ),
    ],
  ];
};

/** The card's foot: seats, body and drive at a glance, and the actions. */
function CarCardFooter({ car, showCalculate, action }: Pick<CarCardProps, 'car' | 'showCalculate' | 'action'>) {
  const to = useHref();
  const { cards } = useText();
  return (
    <footer className="car-card__footer">
      <ul className="car-card__facts" aria-label={cards.atAGlance}>
        <li>{fill(cards.seater, { count: car.seating })}</li>
        <li>{bodyTypeName(car.bodyType)}</li>
        {car.performance.transmission && <li lang={langOf(car, 'performance')}>{car.performance.transmission}</li>}
        {car.performance.driveType && <li>{car.performance.driveType}</li>}
      </ul>
      <div className="car-card__actions">
        <a className="button button--primary" href={to(`/cars/${car.id}`)} aria-label={fill(cards.viewDetailsOf, { name: car.name })}>
          {cards.viewDetails}
        </a>
        {showCalculate && (
          <a
            className="button button--ghost"
            href={to(savingsHref(car.id))}
            aria-label={fill(cards.calculateSavingsWith, { name: car.name })}
          >
            {cards.calculateSavings}
          </a>
        )}
        {action}
      </div>
    </footer>
  );
}

/** The directory's card: picture, rating, headline figures, description and key features of one car. */
export function CarCard({ car, brandName, index = 0, headingLevel = 3, showCalculate = false, action, onRoadFrom }: CarCardProps) {
  const to = useHref();
  const text = useText();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="car-card" data-stagger={Math.min(index, MAX_STAGGERED)}>
      <div className="car-card__media">
        <CarArt car={car} eager={index < 3} />
        {car.status ? (
          <span className="badge badge--warning car-card__badge">{text.cards.discontinued}</span>
        ) : (
          car.badge && (
            <span className="badge badge--accent car-card__badge" lang={langOf(car, 'badge')}>
              {car.badge}
            </span>
          )
        )}
      </div>
      <div className="car-card__body">
        <div className="car-card__meta">
          <span className="car-card__brand">{brandName}</span>
          <Stars rating={car.rating} criteria={car.scoreCriteria} />
        </div>
        <Heading className="car-card__title">
          <a href={to(`/cars/${car.id}`)}>{car.name}</a>
        </Heading>
        <p className="car-card__price">
          <ExShowroomPrice car={car} />
        </p>
        {onRoadFrom && <OnRoadFromLine {...onRoadFrom} className="car-card__on-road" />}
        <dl className="spec-grid">
          {specs(car, text).map(([icon, label, value]) => (
            <LabelledValue
              key={label}
              className={`spec spec--${icon}`}
              label={
                <>
                  <Icon name={icon} size={16} />
                  {` ${label}`}
                </>
              }
            >
              {value}
            </LabelledValue>
          ))}
        </dl>
        <p className="car-card__description" lang={langOf(car, 'description')}>
          {car.description}
        </p>
        <ChipList label={text.cards.keyFeatures} items={car.keyFeatures} lang={langOf(car, 'keyFeatures')} />
      </div>
      <CarCardFooter car={car} showCalculate={showCalculate} action={action} />
    </article>
  );
}
