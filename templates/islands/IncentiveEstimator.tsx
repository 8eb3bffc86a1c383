import { useState } from 'react';
import type { Calculators, StateIncentive } from '../../src/schema/index.ts';
import { formatLakh, formatRupees, incentiveEstimate } from '../../src/query/index.ts';

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
        <div className="field">
          <label htmlFor="incentive-state">Your state</label>
          <select id="incentive-state" value={stateSlug} onChange={(event) => setStateSlug(event.target.value)}>
            <option value="">Select your state</option>
            {states.map((item) => <option key={item.slug} value={item.slug}>{item.state}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="incentive-car">Car model</label>
          <select id="incentive-car" value={carId} onChange={(event) => setCarId(event.target.value)}>
            <option value="">Select a car</option>
            {cars.map((item) => <option key={item.id} value={item.id}>{item.name} (₹{formatLakh(item.priceLakh)} Lakh)</option>)}
          </select>
        </div>
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
