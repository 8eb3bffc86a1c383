import type { CarListItem } from '../../src/domain/cars.ts';
import { formatMonthYear, formatPriceRange } from '../../src/domain/format.ts';
import { fill, useText } from '../i18n/context.ts';

/**
 * A card's ex-showroom price: the car's range of prices, the month they were confirmed, and, when its maker has raised
 * prices since, that they predate the rise, and by how much it was (the car's page says more).
 */
export function ExShowroomPrice({ car }: { car: Pick<CarListItem, 'price' | 'priceMove'> }) {
  const text = useText();
  const month = formatMonthYear(new Date(`${car.price.asOf}T00:00:00Z`));
  const move = car.priceMove;
  return (
    <>
      {formatPriceRange(car.price)} <span className="price-note">{text.situation.exShowroom}</span>
      <span className="price-note">{` · ${fill(text.situation.priceOf, { month })}`}</span>
      {move && (
        <span className="price-note price-note--moved">
          {` · ${fill(move.basis === 'up to' ? text.situation.beforeRiseUpTo : text.situation.beforeRiseAbout, { percent: move.percent })}`}
        </span>
      )}
    </>
  );
}
