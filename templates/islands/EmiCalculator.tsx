import { useEffect, useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { emi, formatLakh, formatNumber, formatRupees, LAKH, snapToStep } from '../../src/domain/index.ts';
import { SelectField } from '../components/SelectField.tsx';
import { SliderField } from '../components/SliderField.tsx';

export interface EmiCalculatorProps {
  sliders: Calculators['loans'];
  /** Cars that preset the price, with their starting price in lakh. */
  cars: readonly { id: string; name: string; priceLakh: number }[];
}

/**
 * The EMI of a car loan on the standard reducing balance. /ev-loans?price=1500000 (rupees) or ?car=<id> presets the
 * price, as every car page's Get Quote does.
 */
export function EmiCalculator({ sliders, cars }: EmiCalculatorProps) {
  const [carId, setCarId] = useState('');
  const [priceLakh, setPriceLakh] = useState(sliders.price.default);
  const [downPercent, setDownPercent] = useState(sliders.downPaymentPercent.default);
  const [rate, setRate] = useState(sliders.ratePercent.default);
  const [months, setMonths] = useState(sliders.tenureMonths.default);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const car = cars.find((item) => item.id === params.get('car'));
    const price = Number(params.get('price'));
    if (car) setCarId(car.id);
    if (params.has('price') && Number.isFinite(price) && price > 0) setPriceLakh(snapToStep(price / LAKH, sliders.price));
    else if (car) setPriceLakh(snapToStep(car.priceLakh, sliders.price));
  }, [cars, sliders.price]);

  const chooseCar = (id: string) => {
    setCarId(id);
    const car = cars.find((item) => item.id === id);
    if (car) setPriceLakh(snapToStep(car.priceLakh, sliders.price));
  };

  const price = priceLakh * LAKH;
  const down = Math.round((price * downPercent) / 100);
  const loan = price - down;
  const result = emi(loan, rate, months);

  return (
    <div className="calculator">
      <div className="calculator__inputs">
        <h2 className="calculator__title">Your loan</h2>
        <SelectField
          id="emi-car"
          label="Car (optional)"
          anyLabel="Any car"
          value={carId}
          onChange={chooseCar}
          options={cars.map((car) => ({ value: car.id, label: `${car.name} (₹${formatLakh(car.priceLakh)} Lakh)` }))}
        />
        <SliderField
          label="Car price (lakh)"
          slider={sliders.price}
          value={priceLakh}
          onChange={setPriceLakh}
          format={(v) => `₹${formatLakh(v)} Lakh`}
        />
        <SliderField
          label="Down payment (%)"
          slider={sliders.downPaymentPercent}
          value={downPercent}
          onChange={setDownPercent}
          format={(v) => `${v}%`}
        />
        <SliderField
          label="Interest rate (% a year)"
          slider={sliders.ratePercent}
          value={rate}
          onChange={setRate}
          format={(v) => `${v.toFixed(2)}%`}
        />
        <SliderField
          label="Tenure (months)"
          slider={sliders.tenureMonths}
          value={months}
          onChange={setMonths}
          format={(v) => `${v} months`}
        />
      </div>
      <div className="calculator__results" aria-live="polite">
        <h2 className="calculator__title">Your EMI</h2>
        <dl className="result-highlights">
          <div>
            <dt>Monthly EMI</dt>
            <dd>{formatRupees(result.monthly)}</dd>
          </div>
          <div>
            <dt>Total interest</dt>
            <dd>{formatRupees(result.totalInterest)}</dd>
          </div>
        </dl>
        <dl className="result-cards">
          <div>
            <dt>Car price</dt>
            <dd>{formatRupees(price)}</dd>
          </div>
          <div>
            <dt>Down payment</dt>
            <dd>{formatRupees(down)}</dd>
          </div>
          <div>
            <dt>Loan amount</dt>
            <dd>{formatRupees(loan)}</dd>
          </div>
          <div>
            <dt>Total repaid</dt>
            <dd>{formatRupees(result.total)}</dd>
          </div>
        </dl>
        <p className="calculator__note">
          EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), with P the loan, r the monthly rate and n the months (
          {formatNumber(months)} here). Lenders add processing fees and may price your loan differently.
        </p>
      </div>
    </div>
  );
}
