import { useEffect, useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { emi, snapToStep } from '../../src/domain/calculators.ts';
import { formatLakhPrice, formatNumber, formatRupees, LAKH } from '../../src/domain/format.ts';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { useSliders } from './use-sliders.ts';
import { fill, useText } from '../i18n/context.ts';

export interface EmiCalculatorProps {
  sliders: Calculators['loans'];
  /** Cars that preset the price, with their starting price in lakh. */
  cars: readonly { id: string; name: string; priceLakh: number }[];
}

/** The loan's figures: the EMI and the interest first, then how the price is paid. */
function EmiResults({ price, down, months, result }: { price: number; down: number; months: number; result: ReturnType<typeof emi> }) {
  const t = useText().calculators;
  return (
    <div className="calculator__results" aria-live="polite">
      <h2 className="calculator__title">{t.yourEmi}</h2>
      <dl className="result-highlights">
        <LabelledValue label={t.monthlyEmi}>{formatRupees(result.monthly)}</LabelledValue>
        <LabelledValue label={t.totalInterest}>{formatRupees(result.totalInterest)}</LabelledValue>
      </dl>
      <dl className="result-cards">
        <LabelledValue label={t.carPrice}>{formatRupees(price)}</LabelledValue>
        <LabelledValue label={t.downPayment}>{formatRupees(down)}</LabelledValue>
        <LabelledValue label={t.loanAmount}>{formatRupees(price - down)}</LabelledValue>
        <LabelledValue label={t.totalRepaid}>{formatRupees(result.total)}</LabelledValue>
      </dl>
      <p className="calculator__note">
        EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1){fill(t.emiFormulaNote, { months: formatNumber(months) })}
      </p>
    </div>
  );
}

/**
 * The EMI of a car loan on the standard reducing balance. /ev-loans?price=1500000 (rupees) or ?car=<id> presets the
 * price, as every car page's Estimate EMI does.
 */
export function EmiCalculator({ sliders, cars }: EmiCalculatorProps) {
  const t = useText().calculators;
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
        <h2 className="calculator__title">{t.yourLoan}</h2>
        <SelectField
          id="emi-car"
          className="field needs-script"
          label={t.carOptional}
          anyLabel={t.anyCar}
          value={carId}
          onChange={chooseCar}
          options={cars.map((car) => ({ value: car.id, label: `${car.name} (${formatLakhPrice(car.priceLakh)})` }))}
        />
        <SliderField label={t.carPriceLakh} {...field('price')} format={formatLakhPrice} />
        <SliderField label={t.downPaymentPercent} {...field('downPaymentPercent')} format={(v) => `${v}%`} />
        <SliderField label={t.interestRate} {...field('ratePercent')} format={(v) => `${v.toFixed(2)}%`} />
        <SliderField label={t.tenureMonths} {...field('tenureMonths')} format={(v) => fill(t.months, { months: v })} />
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
