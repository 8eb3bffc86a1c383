import { useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { environmental, formatNumber, formatRupees, sliderDefaults, type EnvironmentalInputs } from '../../src/query/index.ts';
import { SliderField } from '../components/SliderField.tsx';

/** What a year of electric driving spares the air: CO₂, trees, running cost and petrol (SPEC.md section 9). */
export function EnvironmentalCalculator({ constants }: { constants: Calculators['environmental'] }) {
  const [inputs, setInputs] = useState<EnvironmentalInputs>(() =>
    sliderDefaults({ annualKm: constants.annualKm, mileage: constants.mileage, electricityPrice: constants.electricityPrice }),
  );
  const set = (key: keyof EnvironmentalInputs) => (value: number) => setInputs((current) => ({ ...current, [key]: value }));
  const result = environmental(inputs, constants);
  return (
    <div className="calculator calculator--compact">
      <div className="calculator__inputs">
        <SliderField label="Kilometres a year" slider={constants.annualKm} value={inputs.annualKm} onChange={set('annualKm')} format={(v) => `${formatNumber(v)} km`} />
        <SliderField label="Your petrol car's mileage (km/L)" slider={constants.mileage} value={inputs.mileage} onChange={set('mileage')} format={(v) => `${v} km/L`} />
        <SliderField label="Electricity cost per unit (₹)" slider={constants.electricityPrice} value={inputs.electricityPrice} onChange={set('electricityPrice')} format={(v) => `₹${v.toFixed(1)}`} />
      </div>
      <dl className="summary-tiles summary-tiles--four" aria-live="polite">
        <div><dt>CO₂ avoided a year</dt><dd>{formatNumber(result.co2Kg)} kg</dd></div>
        <div><dt>Like planting</dt><dd>{formatNumber(result.trees)} trees</dd></div>
        <div><dt>Running cost saved</dt><dd>{formatRupees(result.costSaved)}</dd></div>
        <div><dt>Petrol not burnt</dt><dd>{formatNumber(result.litresAvoided)} litres</dd></div>
      </dl>
    </div>
  );
}
