import type { Calculators } from '../../src/schema/index.ts';
import { environmental, type EnvironmentalModel } from '../../src/domain/calculators.ts';
import { formatNumber, formatRupees } from '../../src/domain/format.ts';
import { co2Change } from '../components/co2-change.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { Co2Method } from '../components/Co2Method.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { showKm, showMileage, showTariff, useSliders } from './use-sliders.ts';
import { fill, useText } from '../i18n/context.ts';

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
  const { calculators: t, situation } = useText();
  return (
    <div className="calculator calculator--compact">
      <div className="calculator__inputs">
        <SliderField label={t.kmPerYear} {...field('annualKm')} format={showKm} />
        <SliderField label={t.yourPetrolMileage} {...field('mileage')} format={showMileage} />
        <SliderField label={t.electricityCostPerUnit} {...field('electricityPrice')} format={showTariff} />
      </div>
      <dl className="summary-tiles summary-tiles--four" aria-live="polite">
        <LabelledValue label={t.co2AgainstPetrol}>{co2Change(result.co2Kg, 'kg', situation)}</LabelledValue>
        <LabelledValue label={t.likePlanting}>
          {result.trees > 0 ? fill(t.trees, { trees: formatNumber(result.trees) }) : t.noTrees}
        </LabelledValue>
        <LabelledValue label={t.runningCostSaved}>{formatRupees(result.costSaved)}</LabelledValue>
        <LabelledValue label={t.petrolNotBurnt}>{fill(t.litres, { litres: formatNumber(result.litresAvoided) })}</LabelledValue>
      </dl>
      <p className="small muted calculator__note">
        {fill(t.environmentalNote, {
          kwhPerKm: model.kwhPerKm,
          petrolPrice: model.petrolPrice,
          ev: model.emissions.genericEv.name,
          wallKwh: model.emissions.genericEv.wallKwhPerKm,
        })}
      </p>
      <Co2Method emissions={model.emissions} mileageKmpl={values.mileage} />
    </div>
  );
}
