import { useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import {
  environmental,
  formatNumber,
  formatRupees,
  sliderDefaults,
  type EnvironmentalInputs,
  type EnvironmentalModel,
} from '../../src/domain/index.ts';
import { co2Change } from '../components/co2-change.ts';
import { Verified } from '../components/Verified.tsx';
import { SliderField } from '../components/SliderField.tsx';

export interface EnvironmentalCalculatorProps {
  constants: Calculators['environmental'];
  model: EnvironmentalModel;
}

/**
 * What a year of electric driving does to CO₂ and the running cost, against the petrol car of the mileage slider,
 * with the one emissions model and the savings calculator's generic EV; and the petrol not burnt.
 */
export function EnvironmentalCalculator({ constants, model }: EnvironmentalCalculatorProps) {
  const [inputs, setInputs] = useState<EnvironmentalInputs>(() =>
    sliderDefaults({ annualKm: constants.annualKm, mileage: constants.mileage, electricityPrice: constants.electricityPrice }),
  );
  const set = (key: keyof EnvironmentalInputs) => (value: number) => setInputs((current) => ({ ...current, [key]: value }));
  const result = environmental(inputs, model);
  return (
    <div className="calculator calculator--compact">
      <div className="calculator__inputs">
        <SliderField
          label="Kilometres a year"
          slider={constants.annualKm}
          value={inputs.annualKm}
          onChange={set('annualKm')}
          format={(v) => `${formatNumber(v)} km`}
        />
        <SliderField
          label="Your petrol car's mileage (km/L)"
          slider={constants.mileage}
          value={inputs.mileage}
          onChange={set('mileage')}
          format={(v) => `${v} km/L`}
        />
        <SliderField
          label="Electricity cost per unit (₹)"
          slider={constants.electricityPrice}
          value={inputs.electricityPrice}
          onChange={set('electricityPrice')}
          format={(v) => `₹${v.toFixed(1)}`}
        />
      </div>
      <dl className="summary-tiles summary-tiles--four" aria-live="polite">
        <div>
          <dt>CO₂ a year, against petrol</dt>
          <dd>{co2Change(result.co2Kg, 'kg')}</dd>
        </div>
        <div>
          <dt>Like planting</dt>
          <dd>{result.trees > 0 ? `${formatNumber(result.trees)} trees` : 'no trees'}</dd>
        </div>
        <div>
          <dt>Running cost saved</dt>
          <dd>{formatRupees(result.costSaved)}</dd>
        </div>
        <div>
          <dt>Petrol not burnt</dt>
          <dd>{formatNumber(result.litresAvoided)} litres</dd>
        </div>
      </dl>
      {/* biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML */}
      <p className="small muted calculator__note">
        A generic electric car drawing {model.kwhPerKm} kWh a km from the wall, on India's grid at {model.emissions.gridKgCo2PerKwh.value} kg of CO₂ a kWh{' '}
        (<Verified asOf={model.emissions.gridKgCo2PerKwh.asOf} source={model.emissions.gridKgCo2PerKwh.source} />), against {model.emissions.petrolKgCo2PerLitre.value} kg a
        litre of petrol and ₹{model.petrolPrice} a litre. Efficient cars draw less: each car's page gives its own figure, and on a cleaner grid or solar
        power the electric car gains.
      </p>
    </div>
  );
}
