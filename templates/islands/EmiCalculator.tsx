import { useEffect, useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { emi, formatLakhPrice, formatNumber, formatRupees, LAKH, snapToStep } from '../../src/domain/index.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { useSliders } from './use-sliders.ts';

export interface EmiCalculatorProps {
  sliders: Calculators['loans'];
  /** Cars that preset the price, with their starting price in lakh. */
  cars: readonly { id: string; name: string; priceLakh: number }[];
}

/** The loan's figures: the EMI and the interest first, then how the price is paid. */
function EmiResults({ price, down, months, result }: { price: number; down: number; months: number; result: ReturnType<typeof emi> }) {
  return (
    <div className="calculator__results" aria-live="polite">
      <h2 className="calculator__title">Your EMI</h2>
      <dl className="result-highlights">
        <LabelledValue label="Monthly EMI">{formatRupees(result.monthly)}</LabelledValue>
        <LabelledValue label="Total interest">{formatRupees(result.totalInterest)}</LabelledValue>
      </dl>
      <dl className="result-cards">
        <LabelledValue label="Car price">{formatRupees(price)}</LabelledValue>
        <LabelledValue label="Down payment">{formatRupees(down)}</LabelledValue>
        <LabelledValue label="Loan amount">{formatRupees(price - down)}</LabelledValue>
        <LabelledValue label="Total repaid">{formatRupees(result.total)}</LabelledValue>
      </dl>
      <p className="calculator__note">
        EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), with P the loan, r the monthly rate and n the months (
        {formatNumber(months)} here). Lenders add processing fees and may price your loan differently.
      </p>
    </div>
  );
}

/**
 * The EMI of a car loan on the standard reducing balance. /ev-loans?price=1500000 (rupees) or ?car=<id> presets the
 * price, as every car page's Estimate EMI does.
 */
export function EmiCalculator({ sliders, cars }: EmiCalculatorProps) {
  const [carId, setCarId] = useState('');
  const { values, field, set } = useSliders(sliders);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const car = cars.find((item) => item.id === params.get('car'));
    const price = Number(params.get('price'));
    if (car) setCarId(car.id);
    if (params.has('price') && Number.isFinite(price) && price > 0) set('price', snapToStep(price / LAKH, sliders.price));
    else if (car) set('price', snapToStep(car.priceLakh, sliders.price));
  }, [cars, sliders.price, set]);

  const chooseCar = (id: string) => {
    setCarId(id);
    const car = cars.find((item) => item.id === id);
    if (car) set('price', snapToStep(car.priceLakh, sliders.price));
  };

  const price = values.price * LAKH;
  const down = Math.round((price * values.downPaymentPercent) / 100);

  return (
    <div className="calculator">
      <div className="calculator__inputs">
        <h2 className="calculator__title">Your loan</h2>
        <SelectField
          id="emi-car"
          className="field needs-script"
          label="Car (optional)"
          anyLabel="Any car"
          value={carId}
          onChange={chooseCar}
          options={cars.map((car) => ({ value: car.id, label: `${car.name} (${formatLakhPrice(car.priceLakh)})` }))}
        />
        <SliderField label="Car price (lakh)" {...field('price')} format={formatLakhPrice} />
        <SliderField label="Down payment (%)" {...field('downPaymentPercent')} format={(v) => `${v}%`} />
        <SliderField label="Interest rate (% a year)" {...field('ratePercent')} format={(v) => `${v.toFixed(2)}%`} />
        <SliderField label="Tenure (months)" {...field('tenureMonths')} format={(v) => `${v} months`} />
      </div>
      <EmiResults
        price={price}
        down={down}
        months={values.tenureMonths}
        result={emi(price - down, values.ratePercent, values.tenureMonths)}
      />
    </div>
  );
}
