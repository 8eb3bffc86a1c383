import { memo, useDeferredValue, useState } from 'react';
import type { Car, PetrolAlternative } from '../../src/schema/index.ts';
import {
  evRoadTaxSummary,
  formatLakhPrice,
  formatRupees,
  formatRupeesInLakh,
  purchaseComparison,
  type PurchaseCost,
  type PurchaseState,
  type StateToday,
  type Taxes,
} from '../../src/domain/index.ts';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { Verified } from '../components/Verified.tsx';
import { useHref } from '../i18n/context.ts';

/** A car the estimator offers: what the purchase model reads of it, and what the page names. */
export type IncentiveCar = Pick<Car, 'id' | 'name' | 'battery'> & {
  price: Pick<Car['price'], 'min' | 'asOf' | 'source'>;
  petrolAlternative: Pick<PetrolAlternative, 'name' | 'priceLakh' | 'gstClass' | 'asOf' | 'source'>;
};

/** A state the estimator offers. */
export type IncentiveState = PurchaseState &
  Pick<StateToday, 'state' | 'slug' | 'evRoadTaxLimits' | 'policy' | 'benefits' | 'asOf' | 'source'>;

export interface IncentiveEstimatorProps {
  taxes: Taxes;
  states: readonly IncentiveState[];
  cars: readonly IncentiveCar[];
}

type Comparison = ReturnType<typeof purchaseComparison>;

/** The benefits of buying the electric car, the total first. */
function BenefitCards({ car, state, result }: { car: IncentiveCar; state: IncentiveState; result: Comparison }) {
  return (
    <dl className="result-cards">
      <LabelledValue label={<>Estimated total benefit against the {car.petrolAlternative.name}</>} className="result-cards__total">
        {formatRupees(result.advantage.total)}
      </LabelledValue>
      <LabelledValue label="Less GST in the price">{formatRupees(result.advantage.gst)}</LabelledValue>
      <LabelledValue label="Less road tax">{formatRupees(result.advantage.roadTax)}</LabelledValue>
      <LabelledValue label="No registration fee">{formatRupees(result.advantage.registration)}</LabelledValue>
      <LabelledValue label={<>{state.state} purchase incentive</>}>{formatRupees(result.stateIncentive)}</LabelledValue>
      <LabelledValue label="Central purchase subsidy">{formatRupees(result.centralSubsidy)}</LabelledValue>
    </dl>
  );
}

/** Where each figure comes from, with its date and source. */
function IncentiveMethod({ car, state, taxes, result }: { car: IncentiveCar; state: IncentiveState; taxes: Taxes; result: Comparison }) {
  return (
    // biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML
    <HowWorkedOut className="estimator__method">
      <li>
        Prices: the {car.name} at its starting ex-showroom price (<Verified asOf={car.price.asOf} source={car.price.source} />) and the{' '}
        {car.petrolAlternative.name} (<Verified asOf={car.petrolAlternative.asOf} source={car.petrolAlternative.source} />).
      </li>
      <li>
        GST is part of the ex-showroom price: price × rate ÷ (100 + rate), at {taxes.gst.evPercent}% for electric cars and{' '}
        {taxes.gst.petrolSmallPercent}% for petrol cars under 4 m with engines up to 1,200 cc, {taxes.gst.petrolLargePercent}% for others (the{' '}
        {car.petrolAlternative.name} pays {result.petrol.gstPercent}%): <Verified asOf={taxes.gst.asOf} source={taxes.gst.source} />
      </li>
      <li>
        Road tax: {state.state}'s rate for each car's price, {result.ev.roadTaxPercent}% and {result.petrol.roadTaxPercent}%, times the ex-showroom price{state.evRoadTaxLimits ? ` (on electric cars: ${evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits)})` : ''}; and its
        incentive under {state.policy}: <Verified asOf={state.asOf} source={state.source} />
      </li>
      <li>
        Registration certificate: ₹{taxes.registration.evRupees} for an electric car, ₹{taxes.registration.petrolRupees} for a petrol car:{' '}
        <Verified asOf={taxes.registration.asOf} source={taxes.registration.source} />
      </li>
      <li>Price with taxes and registration = ex-showroom price + road tax + registration − purchase incentives. Insurance, a FASTag, TCS, number plates and accessories are left out for both; the car's page gives its full on-road price.</li>
    </HowWorkedOut>
  );
}

/**
 * The result for the chosen state and car: the prompt until both are chosen, then the benefits, both prices with taxes,
 * how it is worked out, and the state's other benefits. Memoised: a new choice renders the estimator and its selects
 * at once, and this part in a later render that a further choice can interrupt (see the deferred values below).
 */
const IncentiveResult = memo(function IncentiveResult({ car, state, taxes }: { car?: IncentiveCar; state?: IncentiveState; taxes: Taxes }) {
  if (!state || !car) return <p className="estimator__prompt needs-script">Select your state and car model to see estimated benefits</p>;
  const result = purchaseComparison(car, state, taxes);
  return (
    <>
      <BenefitCards car={car} state={state} result={result} />
      <PurchaseTable car={car} ev={result.ev} petrol={result.petrol} />
      <p className="estimator__note">
        <strong>No central subsidy for private cars.</strong> {taxes.centralSubsidy.why}{' '}
        <Verified asOf={taxes.centralSubsidy.asOf} source={taxes.centralSubsidy.source} />
      </p>
      <IncentiveMethod car={car} state={state} taxes={taxes} result={result} />
      <h3 className="estimator__benefits-title">Also in {state.state}</h3>
      <ul className="ticks">
        {state.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </>
  );
});

/**
 * What buying an electric car in a state saves against its petrol alternative: GST, road tax, registration and the
 * purchase incentives, each from dated data through the one purchase model (src/domain/taxes.ts). The result shows
 * once a state and a car are chosen.
 */
export function IncentiveEstimator({ taxes, states, cars }: IncentiveEstimatorProps) {
  const to = useHref();
  const [stateSlug, setStateSlug] = useState('');
  const [carId, setCarId] = useState('');
  // Choosing from the keyboard changes a select on every letter typed: the result follows the deferred copies.
  const shownState = useDeferredValue(stateSlug);
  const shownCar = useDeferredValue(carId);
  const state = states.find((item) => item.slug === shownState);
  const car = cars.find((item) => item.id === shownCar);

  return (
    <div className="estimator">
      {/* Only script can work out the estimate, so without it neither the choices nor the prompt to make them are offered. */}
      <div className="estimator__inputs needs-script">
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
          options={cars.map((item) => ({ value: item.id, label: `${item.name} (${formatLakhPrice(item.price.min)})` }))}
        />
      </div>
      <div className="estimator__result" aria-live="polite">
        <IncentiveResult car={car} state={state} taxes={taxes} />
      </div>
      <p className="estimator__actions">
        <button
          type="button"
          className="button button--primary needs-script"
          onClick={() =>
            window.alert(
              "Benefits vary by state and change often. Visit your state's EV portal or your RTO office for the incentives that apply to you.",
            )
          }
        >
          Check Your Benefits
        </button>
        <a className="button button--ghost" href={to('/calculator')}>
          Savings Calculator
        </a>
      </p>
    </div>
  );
}

/**
 * Both cars' purchase, line by line: the price with its taxes and registration, which is what the incentives change.
 * Not the on-road price, which adds insurance, a FASTag and TCS: that is the car page's (one model, src/domain/onroad.ts).
 */
function PurchaseTable({ car, ev, petrol }: { car: IncentiveCar; ev: PurchaseCost; petrol: PurchaseCost }) {
  const to = useHref();
  const row = (label: string, pick: (cost: PurchaseCost) => number, note?: (cost: PurchaseCost) => string) => (
    <tr>
      <th scope="row">{label}</th>
      {[ev, petrol].map((cost, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fixed pair [ev, petrol]: the column is the key.
        <td key={i}>
          {formatRupees(pick(cost))}
          {note && <span className="estimator__rate"> {note(cost)}</span>}
        </td>
      ))}
    </tr>
  );
  const difference = petrol.onRoad - ev.onRoad;
  return (
    <ScrollRegion label="Price with taxes of both cars">
      <table className="table estimator__table">
        <caption>
          The {car.name} against the {car.petrolAlternative.name}
        </caption>
        <thead>
          <tr>
            <th scope="col">What you pay</th>
            <th scope="col">Electric</th>
            <th scope="col">Petrol</th>
          </tr>
        </thead>
        <tbody>
          {row('Ex-showroom price', (cost) => cost.exShowroom)}
          {row(
            'of which GST',
            (cost) => cost.gst,
            (cost) => `(${cost.gstPercent}%)`,
          )}
          {row(
            'Road tax',
            (cost) => cost.roadTax,
            (cost) => `(${cost.roadTaxPercent}%)`,
          )}
          {row('Registration', (cost) => cost.registration)}
          {row('Purchase incentives', (cost) => -cost.incentives)}
          <tr className="estimator__total">
            <th scope="row">Price with taxes and registration</th>
            <td>{formatRupees(ev.onRoad)}</td>
            <td>{formatRupees(petrol.onRoad)}</td>
          </tr>
        </tbody>
      </table>
      {/* biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML */}
      <p className="estimator__difference">
        With taxes and registration the {car.name} costs {difference >= 0 ? `${formatRupeesInLakh(difference)} less` : `${formatRupeesInLakh(-difference)} more`} than the {car.petrolAlternative.name}. Insurance, a FASTag and TCS come on top: see <a href={to(`/cars/${car.id}#on-road-title`)}>the {car.name}'s on-road price</a>.
      </p>
    </ScrollRegion>
  );
}
