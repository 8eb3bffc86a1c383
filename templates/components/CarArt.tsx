import type { Car } from '../../src/schema/index.ts';
import { fill, useText } from '../i18n/context.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';

/** The car's local illustration; width and height are set so the layout does not shift while it loads. */
export function CarArt({
  car,
  eager = false,
  className = 'car-art',
}: {
  car: Pick<Car, 'name' | 'image' | 'bodyType'>;
  eager?: boolean;
  className?: string;
}) {
  const { cards } = useText();
  return (
    <img
      className={className}
      src={`/${car.image}`}
      alt={fill(car.bodyType === 'SUV' ? cards.artAltSuv : cards.artAlt, {
        name: car.name,
        body: bodyTypeName(car.bodyType),
        bodyLower: car.bodyType.toLowerCase(),
      })}
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
