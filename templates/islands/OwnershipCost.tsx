import type { Car, PetrolAlternative } from '../../src/schema/index.ts';
import {
  type CarCosts,
  formatMonths,
  formatNumber,
  formatRupees,
  formatRupeesInLakh,
  LAKH,
  type Ownership,
  ownershipCost,
  type OwnershipModel,
  type Situation,
  situationMix,
  situationState,
  type StateToday,
} from '../../src/domain/index.ts';
import { Co2Method } from '../components/Co2Method.tsx';
import { CostChart } from '../components/CostChart.tsx';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { SituationFields, type SituationFieldsContext } from '../components/SituationFields.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { Verified } from '../components/Verified.tsx';
import { useSituation } from './situation-store.ts';

/** What the comparison needs of a state: its road tax as in force on the build date, and its prices. */
export type StateCosts = Pick<
  StateToday,
  'state' | 'slug' | 'roadTaxPercent' | 'evRoadTaxLimits' | 'maxRebateLakh' | 'purchaseIncentive' | 'electricity' | 'petrol'
>;

export interface OwnershipCostProps {
  car: Pick<Car, 'name' | 'price' | 'range' | 'battery'> & { petrolAlternative: PetrolAlternative };
  states: readonly StateCosts[];
  /** The site's situation (its state, distance and charging), shown until the visitor has set their own. */
  situation: Situation;
  situationContext: SituationFieldsContext;
  years: readonly number[];
  model: OwnershipModel;
}

/** What the two lines of the chart say, in a sentence. */
function verdict({ evCheaperToBuy, evCheaperToRun, breakEvenMonths }: Ownership): string {
  const after = breakEvenMonths === undefined ? '' : ` after ${formatMonths(breakEvenMonths)}`;
  if (evCheaperToBuy && evCheaperToRun) return 'It costs less to buy, and less to run.';
  if (!evCheaperToBuy && !evCheaperToRun) return 'It costs more to buy, and more to run.';
  if (evCheaperToRun) return `Its lower running costs pay back its higher price${after}.`;
  return `It costs less to buy but more to run, so the petrol car catches up${after}.`;
}

/** Where the car is charged, in words, from the share at home (percent). */
function whereCharged(homePercent: number): string {
  if (homePercent >= 100) return 'all of it charged at home';
  if (homePercent <= 0) return 'all of it at public fast chargers';
  return `${homePercent}% charged at home and ${100 - homePercent}% at public fast chargers`;
}

type Props = Pick<OwnershipCostProps, 'car' | 'model'> & { state: StateCosts; result: Ownership };

/** Both cars' costs, line by line, and their totals over each span. */
function OwnershipTable({ car, model, result }: Omit<Props, 'state'>) {
  const row = (label: string, pick: (costs: CarCosts) => number, note?: string) => (
    <tr>
      <th scope="row">
        {label}
        {note && <span className="muted small"> {note}</span>}
      </th>
      <td>{formatRupees(pick(result.ev))}</td>
      <td>{formatRupees(pick(result.petrol))}</td>
    </tr>
  );
  return (
    <ScrollRegion label="Cost of ownership table">
      <table className="table ownership__table">
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col">{car.name}</th>
            <th scope="col">{car.petrolAlternative.name}</th>
          </tr>
        </thead>
        <tbody>
          {row('Ex-showroom price', (c) => c.exShowroom)}
          {row('Road tax', (c) => c.roadTax, `(${result.ev.roadTaxPercent}% EV, ${result.petrol.roadTaxPercent}% petrol)`)}
          {row('Registration', (c) => c.registration)}
          {result.ev.incentive > 0 && row('Purchase incentives', (c) => -c.incentive)}
          {row('Electricity or petrol, a year', (c) => c.energyPerYear, `(${formatNumber(result.kmPerYear)} km)`)}
          {row('Insurance, a year', (c) => c.insurancePerYear, `(${model.insurancePercent}% of the price)`)}
          {row('Maintenance, a year', (c) => c.maintenancePerYear)}
          <tr>
            <th scope="row">
              CO₂ a year<span className="muted small"> (well to wheel)</span>
            </th>
            <td>{formatNumber(Math.round(result.co2KgPerYear.ev))} kg</td>
            <td>{formatNumber(Math.round(result.co2KgPerYear.petrol))} kg</td>
          </tr>
          {result.totals.map((total) => (
            <tr key={total.years} className="ownership__total">
              <th scope="row">Total over {formatMonths(total.years * 12)}</th>
              <td>{formatRupees(total.ev)}</td>
              <td>{formatRupees(total.petrol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The figures behind the comparison, each with its date and source, and what it leaves out. */
function OwnershipAssumptions({ car, state, model, result, given }: Props & { given: Pick<Situation, 'homePerKwh' | 'publicPerKwh'> }) {
  const petrolName = car.petrolAlternative.name;
  return (
    // biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML
    <HowWorkedOut className="ownership__assumptions">
      <li>
        The {car.name} at {formatRupeesInLakh(result.ev.exShowroom)}, the price of the variant shown, using {formatNumber(Math.round(result.charging.wallKwhPerYear))} kWh
        a year from the wall (its everyday consumption, plus {Math.round((1 - model.chargingEfficiency) * 100)}% lost in charging) at an average of
        {' '}₹{result.charging.perKwh.toFixed(2)} a kWh, {whereCharged(Math.round(result.charging.mix.homeShare * 100))}
      </li>
      <li>
        At home ₹{result.charging.mix.homePerKwh} a kWh,{' '}
        {given.homePerKwh === null ? (
          <>
            {state.state}'s typical household tariff: <Verified asOf={state.electricity.asOf} source={state.electricity.source} />
          </>
        ) : (
          'the rate you gave'
        )}
        ; at a public fast charger ₹{result.charging.mix.publicPerKwh} a kWh, GST included
        {given.publicPerKwh === null ? (
          <>
            : <Verified asOf={model.publicCharging.asOf} source={model.publicCharging.source} />
          </>
        ) : (
          ', the price you gave'
        )}
      </li>
      <li>
        The {petrolName} at {formatRupeesInLakh(result.petrol.exShowroom)} and its claimed {car.petrolAlternative.mileageKmpl} km a litre:{' '}
        <Verified asOf={car.petrolAlternative.asOf} source={car.petrolAlternative.source} />; petrol at ₹{state.petrol.perLitre} a litre:{' '}
        <Verified asOf={state.petrol.asOf} source={state.petrol.source} />
      </li>
      {state.purchaseIncentive && (
        <li>
          {result.ev.incentive > 0
            ? `${state.state}'s purchase incentive, ₹${formatNumber(state.purchaseIncentive.perKwh)} a kWh up to ${formatRupeesInLakh(state.purchaseIncentive.capLakh * LAKH)}: ${formatRupees(result.ev.incentive)} off this car: `
            : `${state.state}'s purchase incentive does not apply to this car${state.purchaseIncentive.maxPriceLakh === undefined ? '' : ` (only cars up to ${formatRupeesInLakh(state.purchaseIncentive.maxPriceLakh * LAKH)})`}: `}
          <Verified asOf={state.purchaseIncentive.asOf} source={state.purchaseIncentive.source} />
        </li>
      )}
      <li>No resale value, loan interest, fuel price rises or battery replacement: the same simplifications for both cars.</li>
    </HowWorkedOut>
  );
}

/**
 * The cost of owning this car against its petrol alternative, for the visitor's state and daily distance: the
 * server renders it for the site's state at the default distance, and the island recomputes it (with the same
 * function, src/domain/ownership.ts) as the inputs change.
 */
export function OwnershipCost({ car, states, situation: initial, situationContext, years, model }: OwnershipCostProps) {
  const [situation, change] = useSituation(initial, situationContext);
  const state = situationState(situation, states);
  const km = situation.dailyKm;
  const home = situation.homeShare;
  const result = ownershipCost(car, state, { dailyKm: km, mix: situationMix(situation, situationContext) }, years, model);
  const petrolName = car.petrolAlternative.name;
  const [first] = result.totals;

  return (
    <div className="ownership">
      <div className="ownership__inputs">
        <SituationFields id="ownership" situation={situation} onChange={change} context={situationContext} />
      </div>
      <div className="ownership__results" aria-live="polite">
        {first && (
          // biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML
          <p className="ownership__verdict">
            Over {formatMonths(first.years * 12)} in {state.state} at {km} km a day{home <= 0 ? ', with no home charger' : home < 100 ? `, ${home}% charged at home` : ''}, the {car.name} costs <strong>{formatRupeesInLakh(first.ev)}</strong> against{' '}
            <strong>{formatRupeesInLakh(first.petrol)}</strong> for the {petrolName}:{' '}
            {first.evSaves >= 0 ? <>{formatRupeesInLakh(first.evSaves)} less.</> : <>{formatRupeesInLakh(-first.evSaves)} more.</>}{' '}
            {verdict(result)}
          </p>
        )}
        <CostChart ownership={result} years={Math.max(...years)} evName={car.name} petrolName={petrolName} />
        <p className="cost-chart__legend" aria-hidden="true">
          <span className="cost-chart__key cost-chart__key--ev">{car.name}</span>
          <span className="cost-chart__key cost-chart__key--petrol">{petrolName}</span>
        </p>
        <OwnershipTable car={car} model={model} result={result} />
        <OwnershipAssumptions car={car} state={state} model={model} result={result} given={situation} />
        <Co2Method
          emissions={model.emissions}
          car={{ name: car.name, wallKwhPerKm: result.charging.wallKwhPerKm }}
          mileageKmpl={car.petrolAlternative.mileageKmpl}
        />
      </div>
    </div>
  );
}
