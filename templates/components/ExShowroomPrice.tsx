import { formatPriceRange, type CarListItem } from '../../src/domain/index.ts';

/**
 * A card's ex-showroom price: the car's range of prices, and, when its maker has raised prices since they were
 * confirmed, that they predate the rise, and by how much it was (the car's page says more).
 */
export function ExShowroomPrice({ car }: { car: Pick<CarListItem, 'price' | 'priceMove'> }) {
  return (
    <>
      {formatPriceRange(car.price)} <span className="price-note">ex-showroom</span>
      {car.priceMove && (
        <span className="price-note price-note--moved">
          {' '}
          · before a rise of {car.priceMove.basis} {car.priceMove.percent}%
        </span>
      )}
    </>
  );
}
