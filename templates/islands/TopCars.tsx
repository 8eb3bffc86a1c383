import { useState } from 'react';
import type { Bucket } from '../../src/schema/index.ts';
import { filterCars, type CarSummary } from '../../src/query/index.ts';
import { CompactCarCard } from '../components/CompactCarCard.tsx';

export interface TopCarsProps {
  cars: readonly CarSummary[];
  /** The brands among these cars, in menu order. */
  brands: readonly { slug: string; name: string }[];
  /** Price bands on the starting price; the upper bound is inclusive (SPEC.md section 4). */
  bands: readonly Bucket[];
}

/** The home page's top cars with brand and price filters, re-filtered as soon as either changes. */
export function TopCars({ cars, brands, bands }: TopCarsProps) {
  const [brand, setBrand] = useState('');
  const [price, setPrice] = useState('');
  const results = filterCars(cars, { brand, price }, { priceBuckets: bands });
  return (
    <div className="top-cars">
      <div className="top-cars__filters">
        <div className="field">
          <label htmlFor="top-cars-brand">Brand</label>
          <select id="top-cars-brand" value={brand} onChange={(event) => setBrand(event.target.value)}>
            <option value="">All Brands</option>
            {brands.map((item) => <option key={item.slug} value={item.slug}>{item.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="top-cars-price">Price</label>
          <select id="top-cars-price" value={price} onChange={(event) => setPrice(event.target.value)}>
            <option value="">All Prices</option>
            {bands.map((band) => <option key={band.id} value={band.id}>{band.label}</option>)}
          </select>
        </div>
        <p className="count-badge" role="status">{results.length} cars found</p>
      </div>
      {results.length > 0 ? (
        <div className="card-grid card-grid--compact">
          {results.map((car) => <CompactCarCard key={car.id} car={car} />)}
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
