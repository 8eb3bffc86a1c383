import { formatBattery, formatFastCharge, formatPower, formatRange } from '../../../src/domain/format.ts';
import type { Car } from '../../../src/schema/index.ts';
import { CarArt } from '../../components/CarArt.tsx';
import { ChipList } from '../../components/ChipList.tsx';
import { ExShowroomPrice } from '../../components/ExShowroomPrice.tsx';
import { Facts } from '../../components/Facts.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Stars } from '../../components/Stars.tsx';
import { fill, useText } from '../../i18n/context.ts';
import { bodyTypeName } from '../../../src/domain/body-types.ts';
import { langOf } from '../../../src/domain/translated.ts';

/** At most this many key features on a brand page card, then '+N more'. */
const SHOWN_FEATURES = 2;

/** A car on its brand's page: picture, score, price, four figures, two key features, and links to it and to compare it. */
export function BrandCarCard({ car }: { car: Car }) {
  const { common, content } = useText();
  const hidden = car.keyFeatures.length - SHOWN_FEATURES;
  return (
    <article className="brand-car">
      <div className="brand-car__media">
        <CarArt car={car} />
        <span className="badge brand-car__body">{bodyTypeName(car.bodyType)}</span>
      </div>
      <div className="brand-car__body-text">
        <h3>
          <a href={`/cars/${car.id}`}>{car.name}</a>
        </h3>
        {car.status && (
          <p>
            <span className="badge badge--warning">{content.discontinued}</span>
          </p>
        )}
        <Stars rating={car.rating} criteria={car.scoreCriteria} />
        <p className="brand-car__price">
          <ExShowroomPrice car={car} />
        </p>
        <Facts
          className="spec-grid"
          items={[
            [common.range, formatRange(car)],
            [common.battery, formatBattery(car)],
            [common.power, formatPower(car)],
            [content.fastCharge, formatFastCharge(car)],
          ]}
        />
        <ChipList label={content.keyFeatures} items={car.keyFeatures.slice(0, SHOWN_FEATURES)} lang={langOf(car, 'keyFeatures')}>
          {hidden > 0 && <li className="chip chip--more">{fill(content.moreCount, { count: hidden })}</li>}
        </ChipList>
        <p className="brand-car__description" lang={langOf(car, 'description')}>
          {car.description}
        </p>
        <p className="brand-car__actions">
          <a className="button button--primary" href={`/cars/${car.id}`} aria-label={fill(content.viewDetailsOf, { name: car.name })}>
            {content.viewDetails}
          </a>
          {/* A link, so brand pages need no JavaScript: the compare page adds the car to the tray. */}
          <a className="button button--ghost" href={`/compare?add=${car.id}`} aria-label={fill(content.compareCar, { name: car.name })}>
            <Icon name="compare" size={18} />
            {` ${content.compare}`}
          </a>
        </p>
      </div>
    </article>
  );
}
