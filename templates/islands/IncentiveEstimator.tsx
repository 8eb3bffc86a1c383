import { useState } from 'react';
import type { Calculators, StateIncentive } from '../../src/schema/index.ts';
import { formatLakh, formatRupees, incentiveEstimate } from '../../src/query/index.ts';
import { SelectField } from '../components/SelectField.tsx';

/** A car the estimator offers, with its starting ex-showroom price in lakh. */
export interface IncentiveCarOption {
  id: string;
  name: string;
  priceLakh: number;
}

export interface IncentiveEstimatorProps {
  constants: Calculators['incentives'];
  states: readonly Pick<StateIncentive, 'state' | 'slug' | 'maxRebateLakh' | 'policy' | 'benefits'>[];
  cars: readonly IncentiveCarOption[];
}

/** Central and state incentives for a state and a car; the result shows once both are chosen (SPEC.md section 4). */
export function IncentiveEstimator({ constants, states, cars }: IncentiveEstimatorProps) {
  const [stateSlug, setStateSlug] = useState('');
  const [carId, setCarId] = useState('');
  const state = states.find((item) => item.slug === stateSlug);
  const car = cars.find((item) => item.id === carId);
  const estimate = state ? incentiveEstimate(state.maxRebateLakh, constants) : undefined;

  return (
    <div className="estimator">
      <div className="estimator__inputs">
        <SelectField
          id="incentive-state"
          label="Your state"
          anyLabel="Select your state"
          value={stateSlug}
          onChange={setStateSlug}
          options={states.map((item) => ({ value: item.slug, label: item.state }))}
        />
        <SelectField
          id="incentive-car"
          label="Car model"
          anyLabel="Select a car"
          value={carId}
          onChange={setCarId}
          options={cars.map((item) => ({ value: item.id, label: `${item.name} (₹${formatLakh(item.priceLakh)} Lakh)` }))}
        />
      </div>
      <div className="estimator__result" aria-live="polite">
        {state && car && estimate ? (
          <>
            <dl className="result-cards">
              <div><dt>Central subsidy (FAME III)</dt><dd>{formatRupees(estimate.central)}</dd></div>
              <div><dt>{state.state} purchase incentive</dt><dd>{formatRupees(estimate.state)}</dd></div>
              <div className="result-cards__total"><dt>Estimated total benefit</dt><dd>{formatRupees(estimate.total)}</dd></div>
              <div><dt>{car.name} from</dt><dd>₹{formatLakh(car.priceLakh)} Lakh ex-showroom</dd></div>
            </dl>
            <h3 className="estimator__benefits-title">Also in {state.state}</h3>
            <ul className="ticks">
              {state.benefits.map((benefit) => <li key={benefit}>{benefit}</li>)}
            </ul>
            <p className="small muted">
              {state.policy}. The central figure is the FAME III amount; PM E-DRIVE, the scheme running now, does not cover
              private cars, so confirm what applies before you count on it.
            </p>
          </>
        ) : (
          <p className="estimator__prompt">Select your state and car model to see estimated benefits</p>
        )}
      </div>
      <p className="estimator__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            window.alert('Benefits vary by state and change often. Visit your state\'s EV portal or your RTO office for the incentives that apply to you.')
          }
        >
          Check Your Benefits
        </button>
        <a className="button button--ghost" href="/calculator">Savings Calculator</a>
      </p>
    </div>
  );
}
