import type { Car } from '../../src/schema/index.ts';

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
  return (
    <img
      className={className}
      src={`/${car.image}`}
      alt={`Illustration of the ${car.name}, ${car.bodyType === 'SUV' ? 'an SUV' : `a ${car.bodyType.toLowerCase()}`}`}
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
