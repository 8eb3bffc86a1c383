import type { Car, PetrolAlternative } from '../../src/schema/index.ts';
import { formatMonths, formatNumber, formatRupees, formatRupeesInLakh, LAKH } from '../../src/domain/format.ts';
import { type CarCosts, type Ownership, ownershipCost, type OwnershipModel } from '../../src/domain/ownership.ts';
import { type Situation, situationMix, situationState } from '../../src/domain/situation.ts';
import type { StateToday } from '../../src/domain/taxes.ts';
import { Co2Method } from '../components/Co2Method.tsx';
import { CostChart } from '../components/CostChart.tsx';
import { HowWorkedOut } from '../components/HowWorkedOut.tsx';
import { SituationFields, type SituationFieldsContext } from '../components/SituationFields.tsx';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { fillNodes, Verified } from '../components/Verified.tsx';
import type { Text } from '../i18n/en.ts';
import { fill, useText } from '../i18n/context.ts';
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

type Words = Text['car'];

/** What the two lines of the chart say, in a sentence. */
function verdict(words: Words, { evCheaperToBuy, evCheaperToRun, breakEvenMonths }: Ownership): string {
  if (evCheaperToBuy && evCheaperToRun) return words.cheaperBoth;
  if (!evCheaperToBuy && !evCheaperToRun) return words.dearerBoth;
  if (breakEvenMonths === undefined) return evCheaperToRun ? words.paysBack : words.catchesUp;
  return fill(evCheaperToRun ? words.paysBackAfter : words.catchesUpAfter, { time: formatMonths(breakEvenMonths) });
}

/** Where the car is charged, in words, from the share at home (percent). */
function whereCharged(words: Words, homePercent: number): string {
  if (homePercent >= 100) return words.whereAllHome;
  if (homePercent <= 0) return words.whereAllPublic;
  return fill(words.whereSplit, { home: homePercent, public: 100 - homePercent });
}

type Props = Pick<OwnershipCostProps, 'car' | 'model'> & { state: StateCosts; result: Ownership };

/** Both cars' costs, line by line, and their totals over each span. */
function OwnershipTable({ car, model, result }: Omit<Props, 'state'>) {
  const words = useText().car;
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
    <ScrollRegion label={words.ownershipTable}>
      <table className="table ownership__table">
        <thead>
          <tr>
            <th scope="col">{words.costColumn}</th>
            <th scope="col">{car.name}</th>
            <th scope="col">{car.petrolAlternative.name}</th>
          </tr>
        </thead>
        <tbody>
          {row(words.rowExShowroom, (c) => c.exShowroom)}
          {row(
            words.rowRoadTax,
            (c) => c.roadTax,
            fill(words.roadTaxNote, { ev: result.ev.roadTaxPercent, petrol: result.petrol.roadTaxPercent }),
          )}
          {row(words.rowRegistration, (c) => c.registration)}
          {result.ev.incentive > 0 && row(words.rowIncentives, (c) => -c.incentive)}
          {row(words.rowEnergy, (c) => c.energyPerYear, `(${formatNumber(result.kmPerYear)} km)`)}
          {row(words.rowInsurance, (c) => c.insurancePerYear, fill(words.insuranceNote, { percent: model.insurancePercent }))}
          {row(words.rowMaintenance, (c) => c.maintenancePerYear)}
          <tr>
            <th scope="row">
              {words.rowCo2}
              <span className="muted small">{` ${words.wellToWheel}`}</span>
            </th>
            <td>{formatNumber(Math.round(result.co2KgPerYear.ev))} kg</td>
            <td>{formatNumber(Math.round(result.co2KgPerYear.petrol))} kg</td>
          </tr>
          {result.totals.map((total) => (
            <tr key={total.years} className="ownership__total">
              <th scope="row">{fill(words.totalOver, { time: formatMonths(total.years * 12) })}</th>
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
  const words = useText().car;
  const verified = (fact: { asOf: string; source: string }) => <Verified asOf={fact.asOf} source={fact.source} />;
  const incentive = state.purchaseIncentive;
  return (
    <HowWorkedOut className="ownership__assumptions">
      <li>
        {fill(words.assumeEv, {
          car: car.name,
          price: formatRupeesInLakh(result.ev.exShowroom),
          kwh: formatNumber(Math.round(result.charging.wallKwhPerYear)),
          loss: Math.round((1 - model.chargingEfficiency) * 100),
          perKwh: result.charging.perKwh.toFixed(2),
          where: whereCharged(words, Math.round(result.charging.mix.homeShare * 100)),
        })}
      </li>
      <li>
        {fillNodes(words.assumeCharging, {
          home: result.charging.mix.homePerKwh,
          homeSource:
            given.homePerKwh === null
              ? fillNodes(words.typicalTariffSource, { state: state.state, verified: verified(state.electricity) })
              : words.rateYouGave,
          public: result.charging.mix.publicPerKwh,
          publicSource: given.publicPerKwh === null ? <>: {verified(model.publicCharging)}</> : words.priceYouGave,
        })}
      </li>
      <li>
        {fillNodes(words.assumePetrol, {
          petrol: car.petrolAlternative.name,
          price: formatRupeesInLakh(result.petrol.exShowroom),
          kmpl: car.petrolAlternative.mileageKmpl,
          carSource: verified(car.petrolAlternative),
          perLitre: state.petrol.perLitre,
          petrolSource: verified(state.petrol),
        })}
      </li>
      {incentive && (
        <li>
          {fillNodes(
            result.ev.incentive > 0
              ? words.incentiveApplies
              : incentive.maxPriceLakh === undefined
                ? words.incentiveNotApply
                : words.incentiveNotApplyCapped,
            {
              state: state.state,
              perKwh: formatNumber(incentive.perKwh),
              cap: formatRupeesInLakh(incentive.capLakh * LAKH),
              off: formatRupees(result.ev.incentive),
              max: incentive.maxPriceLakh === undefined ? '' : formatRupeesInLakh(incentive.maxPriceLakh * LAKH),
              verified: verified(incentive),
            },
          )}
        </li>
      )}
      <li>{words.simplifications}</li>
    </HowWorkedOut>
  );
}

/**
 * The cost of owning this car against its petrol alternative, for the visitor's state and daily distance: the
 * server renders it for the site's state at the default distance, and the island recomputes it (with the same
 * function, src/domain/ownership.ts) as the inputs change.
 */
export function OwnershipCost({ car, states, situation: initial, situationContext, years, model }: OwnershipCostProps) {
  const words = useText().car;
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
          <p className="ownership__verdict">
            {fillNodes(words.ownershipVerdict, {
              time: formatMonths(first.years * 12),
              state: state.state,
              km,
              charging: home <= 0 ? words.verdictNoHome : home < 100 ? fill(words.verdictHomeShare, { home }) : '',
              car: car.name,
              ev: <strong>{formatRupeesInLakh(first.ev)}</strong>,
              petrol: <strong>{formatRupeesInLakh(first.petrol)}</strong>,
              petrolCar: petrolName,
              difference: fill(first.evSaves >= 0 ? words.less : words.more, { amount: formatRupeesInLakh(Math.abs(first.evSaves)) }),
              verdict: verdict(words, result),
            })}
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
