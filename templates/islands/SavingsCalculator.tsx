import { useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { formatNumber, formatRupees, savings, sliderDefaults, type Emissions, type SavingsInputs } from '../../src/domain/index.ts';
import { co2Change } from '../components/co2-change.ts';
import { Icon } from '../components/Icon.tsx';
import { SliderField } from '../components/SliderField.tsx';

export interface SavingsCalculatorProps {
  constants: Calculators['savings'];
  /** The CO2 model, for the CO2 tile. */
  emissions: Emissions;
  /** On /calculator: the 'Ready to Make the Switch?' area with its two actions. */
  withCallToAction?: boolean;
  /** The phone number the loan-quote message gives. */
  phone: string;
  /** The lenders' best terms, which the loan-quote message quotes (with the call to action). */
  loans?: { rateFrom: number; maxTenureMonths: number };
  headingLevel?: 2 | 3;
}

const rupees = (value: number) => `₹${formatNumber(value)}`;

/**
 * What an EV saves over a petrol car: four sliders (defaults, bounds and steps from calculators.yaml), the yearly
 * costs and savings, monthly and 5-year figures, and three summary tiles, all from src/query's formulas.
 */
export function SavingsCalculator({
  constants,
  emissions,
  withCallToAction = false,
  phone,
  loans,
  headingLevel = 2,
}: SavingsCalculatorProps) {
  const [inputs, setInputs] = useState<SavingsInputs>(() =>
    sliderDefaults({
      dailyKm: constants.dailyKm,
      electricityPrice: constants.electricityPrice,
      petrolPrice: constants.petrolPrice,
      mileage: constants.mileage,
    }),
  );
  const set = (key: keyof SavingsInputs) => (value: number) => setInputs((current) => ({ ...current, [key]: value }));
  const result = savings(inputs, constants, emissions);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <div className="calculator">
      <div className="calculator__inputs">
        <Heading className="calculator__title">Your driving</Heading>
        <SliderField
          label="Daily km"
          slider={constants.dailyKm}
          value={inputs.dailyKm}
          onChange={set('dailyKm')}
          format={(v) => `${formatNumber(v)} km`}
        />
        <SliderField
          label="Electricity cost per unit (₹)"
          slider={constants.electricityPrice}
          value={inputs.electricityPrice}
          onChange={set('electricityPrice')}
          format={(v) => `₹${v.toFixed(1)}`}
        />
        <SliderField
          label="Petrol price per litre (₹)"
          slider={constants.petrolPrice}
          value={inputs.petrolPrice}
          onChange={set('petrolPrice')}
          format={rupees}
        />
        <SliderField
          label="Petrol car mileage (km/L)"
          slider={constants.mileage}
          value={inputs.mileage}
          onChange={set('mileage')}
          format={(v) => `${v} km/L`}
        />
        <p className="calculator__note">
          Assumes an EV uses {constants.kwhPerKm} kWh per km, and servicing costs {formatRupees(constants.maintenancePerYear.ev)} a year
          against {formatRupees(constants.maintenancePerYear.petrol)} for a petrol car.
        </p>
      </div>

      <div className="calculator__results" aria-live="polite">
        <Heading className="calculator__title">Your savings</Heading>
        <dl className="result-cards">
          <div>
            <dt>Yearly distance</dt>
            <dd>{formatNumber(result.yearlyKm)} km</dd>
          </div>
          <div>
            <dt>Petrol cost a year</dt>
            <dd>{formatRupees(result.petrolCost)}</dd>
          </div>
          <div>
            <dt>Electricity cost a year</dt>
            <dd>{formatRupees(result.electricityCost)}</dd>
          </div>
          <div>
            <dt>Fuel savings a year</dt>
            <dd>{formatRupees(result.fuelSavings)}</dd>
          </div>
          <div>
            <dt>Maintenance savings a year</dt>
            <dd>{formatRupees(result.maintenanceSavings)}</dd>
          </div>
          <div className="result-cards__total">
            <dt>Total savings a year</dt>
            <dd>{formatRupees(result.totalAnnual)}</dd>
          </div>
        </dl>
        <dl className="result-highlights">
          <div>
            <dt>Monthly savings</dt>
            <dd>{formatRupees(result.monthly)}</dd>
          </div>
          <div>
            <dt>{result.projectionYears}-year savings</dt>
            <dd>{formatRupees(result.projection)}</dd>
          </div>
        </dl>
        <dl className="summary-tiles">
          <div>
            <dt>Lower fuel cost</dt>
            <dd>{result.fuelReductionPercent}%</dd>
          </div>
          <div>
            <dt>CO₂ a year, against petrol</dt>
            <dd>{co2Change(result.co2Tonnes, 'tonnes')}</dd>
          </div>
          <div>
            <dt>Petrol saved a year</dt>
            <dd>{formatNumber(result.litresSaved)} litres</dd>
          </div>
        </dl>
      </div>

      {withCallToAction && (
        <section className="switch-cta" aria-labelledby="switch-cta-title">
          <SubHeading id="switch-cta-title">Ready to Make the Switch?</SubHeading>
          <p>
            At your figures an EV would save you about {formatRupees(result.monthly)} a month. Find one that fits, then see what the loan
            would cost.
          </p>
          <p className="switch-cta__actions">
            <a className="button button--primary" href="/cars">
              Explore Electric Cars <Icon name="arrowRight" size={18} />
            </a>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                window.alert(
                  `Our partner banks offer EV loans${loans ? ` from ${loans.rateFrom}% a year with tenures up to ${loans.maxTenureMonths} months` : ''}. Call ${phone} for a quote.`,
                )
              }
            >
              Get EV Loan Quote
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
