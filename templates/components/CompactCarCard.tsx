import type { CompactCar } from '../../src/domain/cars.ts';
import { formatBattery, formatPower, formatRange } from '../../src/domain/format.ts';
import { CarArt } from './CarArt.tsx';
import { ExShowroomPrice } from './ExShowroomPrice.tsx';
import { type OnRoadFrom, OnRoadFromLine } from './OnRoadFromLine.tsx';
import { Stars } from './Stars.tsx';
import { useHref, useText } from '../i18n/context.ts';
import { langOf } from '../../src/domain/translated.ts';

/** A small card for lists on the home page: picture, name, price (on the road too, when given) and three figures. */
export function CompactCarCard({
  car,
  headingLevel = 3,
  onRoadFrom,
}: {
  car: CompactCar;
  headingLevel?: 3 | 4;
  /** The cheapest variant's on-road price in the visitor's state. */
  onRoadFrom?: OnRoadFrom;
}) {
  const to = useHref();
  const { cards } = useText();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="compact-card">
      <div className="compact-card__media">
        <CarArt car={car} />
        {car.badge && (
          <span className="badge badge--accent compact-card__badge" lang={langOf(car, 'badge')}>
            {car.badge}
          </span>
        )}
      </div>
      <div className="compact-card__body">
        <Heading className="compact-card__title">
          <a href={to(`/cars/${car.id}`)}>{car.name}</a>
        </Heading>
        <Stars rating={car.rating} criteria={car.scoreCriteria} />
        <p className="compact-card__price">
          <ExShowroomPrice car={car} />
        </p>
        {onRoadFrom && <OnRoadFromLine {...onRoadFrom} className="compact-card__on-road" />}
        <ul className="compact-card__figures">
          <li>
            <span>{cards.range}</span> {formatRange(car)}
          </li>
          <li>
            <span>{cards.battery}</span> {formatBattery(car)}
          </li>
          <li>
            <span>{cards.power}</span> {formatPower(car)}
          </li>
        </ul>
      </div>
    </article>
  );
}
