import { memo, useDeferredValue, useState } from 'react';
import type { Car, PetrolAlternative } from '../../src/schema/index.ts';
import { formatLakhPrice, formatRupees, formatRupeesInLakh } from '../../src/domain/format.ts';
import {
  evRoadTaxSummary,
  purchaseComparison,
  type PurchaseCost,
  type PurchaseState,
  type StateToday,
  type Taxes,
} from '../../src/domain/taxes.ts';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { Verified } from '../components/Verified.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';
import { fillNodes } from '../components/Verified.tsx';
import { langOf } from '../../src/domain/translated.ts';
import { incentivesFor } from '../../src/domain/nav.ts';

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
  const t = useText().calculators;
  return (
    <dl className="result-cards">
      <LabelledValue label={fill(t.totalBenefit, { petrol: car.petrolAlternative.name })} className="result-cards__total">
        {formatRupees(result.advantage.total)}
      </LabelledValue>
      <LabelledValue label={t.lessGst}>{formatRupees(result.advantage.gst)}</LabelledValue>
      <LabelledValue label={t.lessRoadTax}>{formatRupees(result.advantage.roadTax)}</LabelledValue>
      <LabelledValue label={t.noRegistrationFee}>{formatRupees(result.advantage.registration)}</LabelledValue>
      <LabelledValue label={fill(t.stateIncentive, { state: state.state })}>{formatRupees(result.stateIncentive)}</LabelledValue>
      <LabelledValue label={t.centralSubsidy}>{formatRupees(result.centralSubsidy)}</LabelledValue>
    </dl>
  );
}

/** Where each figure comes from, with its date and source. */
function IncentiveMethod({ car, state, taxes, result }: { car: IncentiveCar; state: IncentiveState; taxes: Taxes; result: Comparison }) {
  const t = useText().calculators;
  const { gst, registration } = taxes;
  const evLimits = state.evRoadTaxLimits
    ? fill(t.methodRoadTaxEvLimits, { summary: evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits) })
    : '';
  return (
    <HowWorkedOut className="estimator__method">
      <li>
        {fillNodes(t.methodPrices, {
          car: car.name,
          carSource: <Verified asOf={car.price.asOf} source={car.price.source} />,
          petrol: car.petrolAlternative.name,
          petrolSource: <Verified asOf={car.petrolAlternative.asOf} source={car.petrolAlternative.source} />,
        })}
      </li>
      <li>
        {fillNodes(t.methodGst, {
          evPercent: gst.evPercent,
          smallPercent: gst.petrolSmallPercent,
          largePercent: gst.petrolLargePercent,
          petrol: car.petrolAlternative.name,
          petrolPercent: result.petrol.gstPercent,
          source: <Verified asOf={gst.asOf} source={gst.source} />,
        })}
      </li>
      <li>
        {fillNodes(t.methodRoadTax, {
          state: state.state,
          evPercent: result.ev.roadTaxPercent,
          petrolPercent: result.petrol.roadTaxPercent,
          evLimits,
          policy: <span lang={langOf(state, 'policy')}>{state.policy}</span>,
          source: <Verified asOf={state.asOf} source={state.source} />,
        })}
      </li>
      <li>
        {fillNodes(t.methodRegistration, {
          evRupees: registration.evRupees,
          petrolRupees: registration.petrolRupees,
          source: <Verified asOf={registration.asOf} source={registration.source} />,
        })}
      </li>
      <li>{t.methodTotal}</li>
    </HowWorkedOut>
  );
}

/**
 * The result for the chosen state and car: the prompt until both are chosen, then the benefits, both prices with taxes,
 * how it is worked out, and the state's other benefits. Memoised: a new choice renders the estimator and its selects
 * at once, and this part in a later render that a further choice can interrupt (see the deferred values below).
 */
const IncentiveResult = memo(function IncentiveResult({ car, state, taxes }: { car?: IncentiveCar; state?: IncentiveState; taxes: Taxes }) {
  const t = useText().calculators;
  if (!state || !car) return <p className="estimator__prompt needs-script">{t.incentivePrompt}</p>;
  const result = purchaseComparison(car, state, taxes);
  return (
    <>
      <BenefitCards car={car} state={state} result={result} />
      <PurchaseTable car={car} ev={result.ev} petrol={result.petrol} />
      <p className="estimator__note">
        <strong>{t.noCentralSubsidy}</strong> {taxes.centralSubsidy.why}{' '}
        <Verified asOf={taxes.centralSubsidy.asOf} source={taxes.centralSubsidy.source} />
      </p>
      <IncentiveMethod car={car} state={state} taxes={taxes} result={result} />
      <h3 className="estimator__benefits-title">{fill(t.alsoIn, { state: state.state })}</h3>
      <ul className="ticks" lang={langOf(state, 'benefits')}>
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
  const t = useText().calculators;
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
          label={t.yourState}
          anyLabel={t.selectState}
          value={stateSlug}
          onChange={setStateSlug}
          options={states.map((item) => ({ value: item.slug, label: item.state }))}
        />
        <SelectField
          id="incentive-car"
          label={t.carModel}
          anyLabel={t.selectCar}
          value={carId}
          onChange={setCarId}
          options={cars.map((item) => ({ value: item.id, label: `${item.name} (${formatLakhPrice(item.price.min)})` }))}
        />
      </div>
      <div className="estimator__result" aria-live="polite">
        <IncentiveResult car={car} state={state} taxes={taxes} />
      </div>
      <p className="estimator__actions">
        {/* Every benefit of the chosen state, in its row of the incentives page (every state's, before one is chosen). */}
        <a className="button button--primary" href={to(incentivesFor(state?.slug))}>
          {t.checkBenefits}
        </a>
        <a className="button button--ghost" href={to('/calculator')}>
          {t.savingsCalculator}
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
  const t = useText().calculators;
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
    <ScrollRegion label={t.priceTableLabel}>
      <table className="table estimator__table">
        <caption>{fill(t.priceTableCaption, { car: car.name, petrol: car.petrolAlternative.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.whatYouPay}</th>
            <th scope="col">{t.electric}</th>
            <th scope="col">{t.petrol}</th>
          </tr>
        </thead>
        <tbody>
          {row(t.exShowroomPrice, (cost) => cost.exShowroom)}
          {row(
            t.ofWhichGst,
            (cost) => cost.gst,
            (cost) => `(${cost.gstPercent}%)`,
          )}
          {row(
            t.roadTax,
            (cost) => cost.roadTax,
            (cost) => `(${cost.roadTaxPercent}%)`,
          )}
          {row(t.registration, (cost) => cost.registration)}
          {row(t.purchaseIncentives, (cost) => -cost.incentives)}
          <tr className="estimator__total">
            <th scope="row">{t.priceWithTaxes}</th>
            <td>{formatRupees(ev.onRoad)}</td>
            <td>{formatRupees(petrol.onRoad)}</td>
          </tr>
        </tbody>
      </table>
      <p className="estimator__difference">
        {fillNodes(difference >= 0 ? t.costsLess : t.costsMore, {
          car: car.name,
          amount: formatRupeesInLakh(Math.abs(difference)),
          petrol: car.petrolAlternative.name,
          onRoad: <a href={to(`/cars/${car.id}#on-road-title`)}>{fill(t.onRoadPriceLink, { car: car.name })}</a>,
        })}
      </p>
    </ScrollRegion>
  );
}
