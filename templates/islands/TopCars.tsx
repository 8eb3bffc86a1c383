import { useState } from 'react';
import type { Bucket } from '../../src/schema/index.ts';
import { filterCars, type CarSummary } from '../../src/domain/index.ts';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { bucketOptions, brandOptions } from '../components/options.ts';
import { SelectField } from '../components/SelectField.tsx';

export interface TopCarsProps {
  cars: readonly CarSummary[];
  /** The brands among these cars, in menu order. */
  brands: readonly { slug: string; name: string }[];
  /** Price bands on the starting price; the upper bound is inclusive. */
  bands: readonly Bucket[];
}

/** The home page's top cars with brand and price filters, re-filtered as soon as either changes. */
export function TopCars({ cars, brands, bands }: TopCarsProps) {
  const [brand, setBrand] = useState('');
  const [price, setPrice] = useState('');
  const results = filterCars(cars, { brand, price }, { priceBuckets: bands });
  const filters = [
    { id: 'top-cars-brand', label: 'Brand', anyLabel: 'All Brands', value: brand, onChange: setBrand, options: brandOptions(brands) },
    { id: 'top-cars-price', label: 'Price', anyLabel: 'All Prices', value: price, onChange: setPrice, options: bucketOptions(bands) },
  ];
  return (
    <div className="top-cars">
      <div className="top-cars__filters">
        {filters.map((filter) => (
          <SelectField key={filter.id} {...filter} />
        ))}
        <p className="count-badge" role="status">
          {results.length} cars found
        </p>
      </div>
      {results.length > 0 ? (
        <div className="card-grid card-grid--compact">
          {results.map((car) => (
            <CompactCarCard key={car.id} car={car} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <h3>No cars found</h3>
          <p>Try adjusting your filters to see more results.</p>
        </div>
      )}
    </div>
  );
}
