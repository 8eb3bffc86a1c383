// The finder's parts: the form of the visitor's situation, the cars that fit, and what rules out the others.
import { useState } from 'react';
import { compareHref } from '../../src/domain/compare.ts';
import {
  type FinderContext,
  type FinderInputs,
  finderPriorities,
  type FinderPriority,
  type FinderResult,
  type HomeCharger,
  homeChargers,
  type RuleOut,
} from '../../src/domain/finder.ts';
import { formatMonthYear, formatOnRoad } from '../../src/domain/format.ts';
import { SelectField } from '../components/SelectField.tsx';
import { fillNodes } from '../components/Verified.tsx';
import { BOUNDS, MAX_BUDGET, seatChoices, whole } from './finder-query.ts';
import { fill, useHref, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';

type FinderText = Text['finder'];

const priorityLabels = (text: FinderText): Record<FinderPriority, string> => ({
  'running-cost': text.priorityRunningCost,
  'range-margin': text.priorityRangeMargin,
  safety: text.prioritySafety,
  performance: text.priorityPerformance,
});
const homeLabels = (text: FinderText): Record<HomeCharger, string> => ({ none: text.homeNone, '3.3': text.home33, '7.2': text.home72 });
/** How many cars each reason rules out: "{count} too few seats". */
const ruleOutCounts = (text: FinderText): Record<RuleOut, string> => ({
  budget: text.ruledOutBudget,
  seats: text.ruledOutSeats,
  trip: text.ruledOutTrip,
  charging: text.ruledOutCharging,
});

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
  const text = useText().finder;
  const chosenState = stateOf(inputs, context);
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
        label={text.dailyLabel}
        value={inputs.dailyKm}
        min={BOUNDS.dailyKm[0]}
        max={BOUNDS.dailyKm[1]}
        unit={text.dailyUnit}
        onChange={(v) => set({ dailyKm: whole(v, ...BOUNDS.dailyKm) ?? inputs.dailyKm })}
      />
      <NumberField
        id="finder-trip"
        label={text.tripLabel}
        value={inputs.tripKm}
        min={BOUNDS.tripKm[0]}
        max={BOUNDS.tripKm[1]}
        unit={text.tripUnit}
        onChange={(v) => set({ tripKm: whole(v, ...BOUNDS.tripKm) ?? 0 })}
      />
      <NumberField
        id="finder-margin"
        label={text.marginLabel}
        value={inputs.tripMarginPercent}
        min={BOUNDS.tripMarginPercent[0]}
        max={BOUNDS.tripMarginPercent[1]}
        unit="%"
        onChange={(v) => set({ tripMarginPercent: whole(v, ...BOUNDS.tripMarginPercent) ?? inputs.tripMarginPercent })}
      />
      <SelectField
        id="finder-home"
        name="home"
        label={text.homeLabel}
        value={inputs.home}
        onChange={(value) => set({ home: value as HomeCharger, homeShare: value === 'none' ? 0 : inputs.homeShare || 90 })}
        options={homeChargers.map((value) => ({ value, label: homeLabels(text)[value] }))}
      />
      <NumberField
        id="finder-share"
        label={text.shareLabel}
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
        label={text.stateLabel}
        value={inputs.state}
        onChange={(value) => set({ state: value })}
        options={context.states.map((state) => ({ value: state.slug, label: state.state }))}
      />
      <NumberField
        id="finder-tariff"
        label={text.tariffLabel}
        value={inputs.homePerKwh ?? ''}
        min={0.5}
        max={100}
        unit={fill(text.tariffUnit, { state: chosenState.state, rate: chosenState.electricity.perKwh })}
        decimal
        disabled={inputs.home === 'none'}
        onChange={(v) => set({ homePerKwh: rate(v) })}
      />
      <NumberField
        id="finder-public"
        label={text.publicLabel}
        value={inputs.publicPerKwh ?? ''}
        min={0.5}
        max={100}
        unit={fill(text.publicUnit, { rate: context.publicCharging.dcPerKwh })}
        decimal
        onChange={(v) => set({ publicPerKwh: rate(v) })}
      />
      <NumberField
        id="finder-budget"
        label={text.budgetLabel}
        value={inputs.budgetLakh ?? ''}
        min={1}
        max={500}
        unit={text.budgetUnit}
        decimal
        onChange={(v) => set({ budgetLakh: v.trim() === '' || !(Number(v) > 0) ? null : Math.min(MAX_BUDGET, Number(v)) })}
      />
      <SelectField
        id="finder-seats"
        name="seats"
        label={text.seatsLabel}
        value={String(inputs.seats)}
        onChange={(value) => set({ seats: Number(value) })}
        options={seatChoices.map((seats) => ({ value: String(seats), label: fill(text.seatsOption, { seats }) }))}
      />
      <fieldset className="finder__priorities">
        <legend>{text.prioritiesLegend}</legend>
        {finderPriorities.map((priority) => (
          <label key={priority}>
            <input
              type="checkbox"
              name="priority"
              value={priority}
              checked={inputs.priorities.includes(priority)}
              onChange={(event) => choose(priority, event.target.checked)}
            />{' '}
            {priorityLabels(text)[priority]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** The variants that fit, best first, each with its reasons. */
export function Fits({ result }: { result: FinderResult }) {
  const to = useHref();
  const text = useText().finder;
  if (result.fits.length === 0) return <p className="finder__none">{text.noneFit}</p>;
  return (
    <>
      {result.fits.length > 1 && (
        <p className="finder__compare">
          <a
            className="button button--primary"
            href={to(compareHref(result.fits.slice(0, 3).map((fit) => ({ id: fit.variant.car, variant: fit.variant.slug }))))}
          >
            {fill(text.compareFirst, { count: Math.min(3, result.fits.length) })}
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
              {fillNodes(text.onRoad, { price: <strong>{formatOnRoad(fit.onRoad)}</strong> })}{' '}
              <span className="muted">
                {fill(text.estimateAtPrice, {
                  month: formatMonthYear(new Date(`${fit.variant.asOf}T00:00:00Z`)),
                  rise: fit.variant.priceMove
                    ? fill(fit.variant.priceMove.basis === 'about' ? text.riseAbout : text.riseUpTo, {
                        percent: fit.variant.priceMove.percent,
                      })
                    : '',
                })}
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
                {text.addToCompare}
              </a>
            </p>
            {fit.otherFits > 0 && (
              <p className="muted small">
                {fillNodes(fit.otherFits === 1 ? text.otherFitsOne : text.otherFitsOther, {
                  count: fit.otherFits,
                  link: <a href={to(fit.variant.path)}>{text.itsPage}</a>,
                })}
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
  const text = useText().finder;
  if (result.missed.length === 0) return null;
  const counts = (Object.keys(result.ruledOut) as RuleOut[]).filter((why) => result.ruledOut[why] > 0);
  const countOf = ruleOutCounts(text);
  return (
    <section className="finder__missed" aria-labelledby="finder-missed-title">
      <h2 id="finder-missed-title">
        {fill(result.missed.length === 1 ? text.ruledOutOne : text.ruledOutOther, { count: result.missed.length })}
      </h2>
      <p>{fill(text.ruledOutCounts, { counts: counts.map((why) => fill(countOf[why], { count: result.ruledOut[why] })).join('; ') })}</p>
      <details>
        <summary>{text.eachCarWhy}</summary>
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
