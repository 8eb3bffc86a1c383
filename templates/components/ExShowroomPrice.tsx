import { formatMonthYear, formatPriceRange, type CarListItem } from '../../src/domain/index.ts';

/**
 * A card's ex-showroom price: the car's range of prices, the month they were confirmed, and, when its maker has raised
 * prices since, that they predate the rise, and by how much it was (the car's page says more).
 */
export function ExShowroomPrice({ car }: { car: Pick<CarListItem, 'price' | 'priceMove'> }) {
  return (
    <>
      {formatPriceRange(car.price)} <span className="price-note">ex-showroom</span>
      <span className="price-note"> · price of {formatMonthYear(new Date(`${car.price.asOf}T00:00:00Z`))}</span>
      {car.priceMove && (
        <span className="price-note price-note--moved">
          {' '}
          · before a rise of {car.priceMove.basis} {car.priceMove.percent}%
        </span>
      )}
    </>
  );
}
