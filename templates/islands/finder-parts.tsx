// The finder's parts: the form of the visitor's situation, the cars that fit, and what rules out the others.
import { useState } from 'react';
import {
  type FinderContext,
  type FinderInputs,
  finderPriorities,
  type FinderPriority,
  type FinderResult,
  compareHref,
  formatMonthYear,
  formatOnRoad,
  type HomeCharger,
  homeChargers,
  type RuleOut,
} from '../../src/domain/index.ts';
import { SelectField } from '../components/SelectField.tsx';
import { BOUNDS, MAX_BUDGET, seatChoices, whole } from './finder-query.ts';
import { useHref } from '../i18n/context.ts';

const priorityLabels: Record<FinderPriority, string> = {
  'running-cost': 'Lowest running cost',
  'range-margin': 'Most range to spare',
  safety: 'Safety',
  performance: 'Performance',
};
const homeLabels: Record<HomeCharger, string> = { none: 'No home charger', '3.3': '3.3 kW (a 15 A socket)', '7.2': '7.2 kW wall box' };
const ruleOutLabels: Record<RuleOut, string> = {
  budget: 'over your on-road budget',
  seats: 'too few seats',
  trip: 'too little highway range for your trip',
  charging: 'no DC fast charging, with no home charger',
};

/**
 * A number field with its label and unit. It keeps what the visitor types (an empty field, "0.") and reports each
 * change; the finder takes the text when it reads as a number, and the field shows the value again when it loses focus.
 */
function NumberField(props: {
  id: string;
  label: string;
  value: number | '';
  min: number;
  max: number;
  unit: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  decimal?: boolean;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <span className="finder__number">
        <input
          id={props.id}
          name={props.id.replace('finder-', '')}
          type="number"
          inputMode={props.decimal ? 'decimal' : 'numeric'}
          step={props.decimal ? 'any' : 1}
          min={props.min}
          max={props.max}
          value={text ?? props.value}
          disabled={props.disabled}
          onChange={(event) => {
            setText(event.target.value);
            props.onChange(event.target.value);
          }}
          onBlur={() => setText(null)}
        />
        <span className="muted">{props.unit}</span>
      </span>
    </div>
  );
}

/** A price a kWh as typed: null (the data's price) when empty or not a price. */
const rate = (value: string): number | null => (value.trim() !== '' && Number(value) >= 0.5 && Number(value) <= 100 ? Number(value) : null);

/** The state of the inputs. */
const stateOf = (inputs: FinderInputs, context: FinderContext) =>
  context.states.find((item) => item.slug === inputs.state) ?? context.states[0]!;

/** The visitor's situation: distances, charging, state, budget, seats and what matters most. */
export function FinderForm({
  inputs,
  set,
  context,
}: {
  inputs: FinderInputs;
  set: (next: Partial<FinderInputs>) => void;
  context: FinderContext;
}) {
  const to = useHref();
  // Set from the box's own state, not flipped: the same change told twice (as adopting one made before hydration
  // may) must not undo itself.
  const choose = (priority: FinderPriority, on: boolean) =>
    set({
      priorities: on
        ? [...inputs.priorities.filter((item) => item !== priority), priority]
        : inputs.priorities.filter((item) => item !== priority),
    });
  return (
    <form className="finder__form" action={to('/find')} method="get" onSubmit={(event) => event.preventDefault()}>
      <NumberField
        id="finder-daily"
        label="Daily distance"
        value={inputs.dailyKm}
        min={BOUNDS.dailyKm[0]}
        max={BOUNDS.dailyKm[1]}
        unit="km a day"
        onChange={(v) => set({ dailyKm: whole(v, ...BOUNDS.dailyKm) ?? inputs.dailyKm })}
      />
      <NumberField
        id="finder-trip"
        label="Longest regular trip, without charging"
        value={inputs.tripKm}
        min={BOUNDS.tripKm[0]}
        max={BOUNDS.tripKm[1]}
        unit="km (0: none)"
        onChange={(v) => set({ tripKm: whole(v, ...BOUNDS.tripKm) ?? 0 })}
      />
      <NumberField
        id="finder-margin"
        label="Range to spare on that trip"
        value={inputs.tripMarginPercent}
        min={BOUNDS.tripMarginPercent[0]}
        max={BOUNDS.tripMarginPercent[1]}
        unit="%"
        onChange={(v) => set({ tripMarginPercent: whole(v, ...BOUNDS.tripMarginPercent) ?? inputs.tripMarginPercent })}
      />
      <SelectField
        id="finder-home"
        name="home"
        label="Home charging"
        value={inputs.home}
        onChange={(value) => set({ home: value as HomeCharger, homeShare: value === 'none' ? 0 : inputs.homeShare || 90 })}
        options={homeChargers.map((value) => ({ value, label: homeLabels[value] }))}
      />
      <NumberField
        id="finder-share"
        label="Share of charging at home"
        value={inputs.home === 'none' ? 0 : inputs.homeShare}
        min={BOUNDS.homeShare[0]}
        max={BOUNDS.homeShare[1]}
        unit="%"
        disabled={inputs.home === 'none'}
        onChange={(v) => set({ homeShare: whole(v, ...BOUNDS.homeShare) ?? 0 })}
      />
      <SelectField
        id="finder-state"
        name="state"
        label="Your state"
        value={inputs.state}
        onChange={(value) => set({ state: value })}
        options={context.states.map((state) => ({ value: state.slug, label: state.state }))}
      />
      <NumberField
        id="finder-tariff"
        label="Home tariff"
        value={inputs.homePerKwh ?? ''}
        min={0.5}
        max={100}
        unit={`₹ a kWh (empty: ${stateOf(inputs, context).state}'s typical ₹${stateOf(inputs, context).electricity.perKwh})`}
        decimal
        disabled={inputs.home === 'none'}
        onChange={(v) => set({ homePerKwh: rate(v) })}
      />
      <NumberField
        id="finder-public"
        label="Public fast charging"
        value={inputs.publicPerKwh ?? ''}
        min={0.5}
        max={100}
        unit={`₹ a kWh (empty: ₹${context.publicCharging.dcPerKwh})`}
        decimal
        onChange={(v) => set({ publicPerKwh: rate(v) })}
      />
      <NumberField
        id="finder-budget"
        label="On-road budget"
        value={inputs.budgetLakh ?? ''}
        min={1}
        max={500}
        unit="lakh (empty: any)"
        decimal
        onChange={(v) => set({ budgetLakh: v.trim() === '' || !(Number(v) > 0) ? null : Math.min(MAX_BUDGET, Number(v)) })}
      />
      <SelectField
        id="finder-seats"
        name="seats"
        label="Seats you need"
        value={String(inputs.seats)}
        onChange={(value) => set({ seats: Number(value) })}
        options={seatChoices.map((seats) => ({ value: String(seats), label: `${seats} or more` }))}
      />
      <fieldset className="finder__priorities">
        <legend>What matters most</legend>
        {finderPriorities.map((priority) => (
          <label key={priority}>
            <input
              type="checkbox"
              name="priority"
              value={priority}
              checked={inputs.priorities.includes(priority)}
              onChange={(event) => choose(priority, event.target.checked)}
            />{' '}
            {priorityLabels[priority]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** The variants that fit, best first, each with its reasons. */
export function Fits({ result }: { result: FinderResult }) {
  const to = useHref();
  if (result.fits.length === 0)
    return (
      <p className="finder__none">No variant fits all of that. What rules each car out is below: loosen the one that rules out most.</p>
    );
  return (
    <>
      {result.fits.length > 1 && (
        <p className="finder__compare">
          <a
            className="button button--primary"
            href={to(compareHref(result.fits.slice(0, 3).map((fit) => ({ id: fit.variant.car, variant: fit.variant.slug }))))}
          >
            Compare the first {Math.min(3, result.fits.length)} side by side
          </a>
        </p>
      )}
      <ol className="finder__fits">
        {result.fits.map((fit, index) => (
          <li key={fit.variant.car} className="finder__fit">
            <h3>
              <span className="finder__rank">{index + 1}</span>{' '}
              <a href={to(fit.variant.path)}>
                {fit.variant.name}
                {fit.variant.variant ? ` ${fit.variant.variant}` : ''}
              </a>
            </h3>
            <p className="finder__price">
              <strong>{formatOnRoad(fit.onRoad)}</strong> on the road{' '}
              <span className="muted">
                (estimate, at its price of {formatMonthYear(new Date(`${fit.variant.asOf}T00:00:00Z`))}
                {fit.variant.priceMove ? `, before a rise of ${fit.variant.priceMove.basis} ${fit.variant.priceMove.percent}%` : ''})
              </span>
            </p>
            <ul className="finder__reasons">
              {fit.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p className="finder__actions">
              <a
                className="button button--ghost"
                href={to(`/compare?add=${encodeURIComponent(fit.variant.car)}:${encodeURIComponent(fit.variant.slug)}`)}
              >
                Add to compare
              </a>
            </p>
            {fit.otherFits > 0 && (
              <p className="muted small">
                {fit.otherFits} more {fit.otherFits === 1 ? 'variant' : 'variants'} of this car fit too: see them on{' '}
                <a href={to(fit.variant.path)}>its page</a>.
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** What rules out the cars that do not fit: the counts, then each car with the numbers. */
export function RuledOut({ result }: { result: FinderResult }) {
  const to = useHref();
  if (result.missed.length === 0) return null;
  const counts = (Object.keys(result.ruledOut) as RuleOut[]).filter((why) => result.ruledOut[why] > 0);
  return (
    <section className="finder__missed" aria-labelledby="finder-missed-title">
      <h2 id="finder-missed-title">
        Ruled out: {result.missed.length} {result.missed.length === 1 ? 'car' : 'cars'}
      </h2>
      <p>{counts.map((why) => `${result.ruledOut[why]} ${ruleOutLabels[why]}`).join('; ')}.</p>
      <details>
        <summary>Each car, and why</summary>
        <ul>
          {result.missed.map((miss) => (
            <li key={miss.variant.car}>
              <a href={to(miss.variant.path)}>{miss.variant.name}</a>: {miss.detail.join('; ')}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
