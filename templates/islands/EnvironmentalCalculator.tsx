import type { Calculators } from '../../src/schema/index.ts';
import { environmental, formatNumber, formatRupees, type EnvironmentalModel } from '../../src/domain/index.ts';
import { co2Change } from '../components/co2-change.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { Co2Method } from '../components/Co2Method.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { showKm, showMileage, showTariff, useSliders } from './use-sliders.ts';

export interface EnvironmentalCalculatorProps {
  constants: Calculators['environmental'];
  model: EnvironmentalModel;
}

/**
 * What a year of electric driving does to CO₂ and the running cost, against the petrol car of the mileage slider,
 * with the one emissions model and its generic EV, and the running cost and petrol not burnt, as the savings calculator works them out.
 */
export function EnvironmentalCalculator({ constants, model }: EnvironmentalCalculatorProps) {
  const { annualKm, mileage, electricityPrice } = constants;
  const { values, field } = useSliders({ annualKm, mileage, electricityPrice });
  const result = environmental(values, model);
  return (
    <div className="calculator calculator--compact">
      <div className="calculator__inputs">
        <SliderField label="Kilometres a year" {...field('annualKm')} format={showKm} />
        <SliderField label="Your petrol car's mileage (km/L)" {...field('mileage')} format={showMileage} />
        <SliderField label="Electricity cost per unit (₹)" {...field('electricityPrice')} format={showTariff} />
      </div>
      <dl className="summary-tiles summary-tiles--four" aria-live="polite">
        <LabelledValue label="CO₂ a year, against petrol">{co2Change(result.co2Kg, 'kg')}</LabelledValue>
        <LabelledValue label="Like planting">{result.trees > 0 ? `${formatNumber(result.trees)} trees` : 'no trees'}</LabelledValue>
        <LabelledValue label="Running cost saved">{formatRupees(result.costSaved)}</LabelledValue>
        <LabelledValue label="Petrol not burnt">{formatNumber(result.litresAvoided)} litres</LabelledValue>
      </dl>
      <p className="small muted calculator__note">
        Running cost at the savings calculator's cautious allowance of {model.kwhPerKm} kWh a km and ₹{model.petrolPrice} a litre of petrol;
        the CO₂ is for {model.emissions.genericEv.name} as measured, {model.emissions.genericEv.wallKwhPerKm} kWh a km. Each car's page
        gives its own figures.
      </p>
      <Co2Method emissions={model.emissions} mileageKmpl={values.mileage} />
    </div>
  );
}
