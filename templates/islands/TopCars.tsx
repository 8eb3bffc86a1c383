import { useState } from 'react';
import type { Bucket } from '../../src/schema/index.ts';
import { filterCars, type CarSummary } from '../../src/domain/cars.ts';
import { choiceCounts, EMPTY_DIRECTORY } from '../../src/domain/directory.ts';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { bucketOptions, brandOptions, withCounts } from '../components/options.ts';
import { SelectField } from '../components/SelectField.tsx';
import { useOnRoadPricing, type OnRoadProps } from './use-on-road.ts';
import { fill, useText } from '../i18n/context.ts';

export interface TopCarsProps {
  cars: readonly CarSummary[];
  /** The brands among these cars, in menu order. */
  brands: readonly { slug: string; name: string }[];
  /** Price bands on the starting price; the upper bound is inclusive. */
  bands: readonly Bucket[];
  /** Each state's rules, for each card's on-road price in the visitor's state. */
  onRoad: OnRoadProps;
}

/** The home page's top cars with brand and price filters, re-filtered as soon as either changes. */
export function TopCars({ cars, brands, bands, onRoad }: TopCarsProps) {
  const { onRoadFrom } = useOnRoadPricing(onRoad);
  const text = useText();
  const [brand, setBrand] = useState('');
  const [price, setPrice] = useState('');
  const context = { priceBuckets: bands };
  const results = filterCars(cars, { brand, price }, context);
  // Each choice says how many cars it leads to, the other filter as it is (the directory's counting).
  const state = { ...EMPTY_DIRECTORY, brand, price };
  const brandChoices = brandOptions(brands);
  const priceChoices = bucketOptions(bands);
  const brandCounts = choiceCounts(
    cars,
    state,
    'brand',
    brandChoices.map((option) => option.value),
    context,
  );
  const priceCounts = choiceCounts(
    cars,
    state,
    'price',
    priceChoices.map((option) => option.value),
    context,
  );
  const filters = [
    {
      id: 'top-cars-brand',
      label: text.home.brand,
      anyLabel: fill(text.home.allBrands, { count: String(brandCounts.get('')) }),
      value: brand,
      onChange: setBrand,
      options: withCounts(brandChoices, brandCounts),
    },
    {
      id: 'top-cars-price',
      label: text.home.price,
      anyLabel: fill(text.home.allPrices, { count: String(priceCounts.get('')) }),
      value: price,
      onChange: setPrice,
      options: withCounts(priceChoices, priceCounts),
    },
  ];
  return (
    <div className="top-cars">
      <div className="top-cars__filters">
        {/* A static page cannot filter, so without JavaScript only the count of the cards shown stays. */}
        {filters.map((filter) => (
          <SelectField key={filter.id} className="field needs-script" {...filter} />
        ))}
        <p className="count-badge" role="status">
          {fill(text.home.carsFound, { count: results.length })}
        </p>
      </div>
      {results.length > 0 ? (
        <div className="card-grid card-grid--compact">
          {results.map((car) => (
            <CompactCarCard key={car.id} car={car} onRoadFrom={onRoadFrom(car)} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <h3>{text.home.noCarsFound}</h3>
          <p>{text.home.tryAdjustingFilters}</p>
        </div>
      )}
    </div>
  );
}
