import { useEffect, useState } from 'react';
import type { Situation, SituationContext } from '../../src/domain/situation.ts';
import type { StateIncentive } from '../../src/schema/index.ts';
import { SelectField } from './SelectField.tsx';
import { SliderField } from './SliderField.tsx';
import { fill, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { fillNodes, Verified } from './Verified.tsx';

/** What the fields show of each state: its name and its typical household tariff, dated. */
export type SituationState = Pick<StateIncentive, 'state' | 'electricity'> & { slug: string };

/** The fields' context: the states, the dated public price, and the inputs' bounds. */
export type SituationFieldsContext = Omit<SituationContext, 'states'> & {
  states: readonly SituationState[];
  publicCharging: SituationContext['publicCharging'] & { asOf: string; source: string };
};

const TYPICAL = 'typical';
const OWN = 'own';

/** A slab's units a month, in words: "0-100 units", "101-300 units", "over 500 units". */
function slabUnits(words: Text['situation'], slabs: readonly { upToUnits?: number }[], index: number): string {
  const from = index === 0 ? 0 : (slabs[index - 1]!.upToUnits ?? 0) + 1;
  const to = slabs[index]!.upToUnits;
  return to === undefined ? fill(words.slabOver, { n: from - 1 }) : fill(words.slabUnits, { from, to });
}

/** A rupee rate as a number field reads and writes it. */
function RateField({
  id,
  label,
  value,
  bounds,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  bounds: { min: number; max: number };
  onChange: (value: number) => void;
}) {
  // The field keeps what is typed; the situation takes it once it is a rate within the bounds. A value that changes
  // from elsewhere (the kept situation arriving after hydration, another tab) replaces what the field shows.
  const [text, setText] = useState(String(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the value changes, not when the text does
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
  }, [value]);
  return (
    // Without JavaScript typing here would change nothing, so the field shows only with it.
    <div className="field needs-script">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step={0.01}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const rupees = Number(event.target.value);
          if (event.target.value.trim() !== '' && rupees >= bounds.min && rupees <= bounds.max) onChange(rupees);
        }}
      />
    </div>
  );
}

/**
 * The buyer's situation as form fields: state, distance a day, share charged at home (none: no home charger), the
 * home tariff (the state's typical household rate, or their own) and the public fast-charging price. Every cost a km
 * and cost of ownership on the site is worked out from these (src/domain/situation.ts), and the choice is kept.
 */
export function SituationFields({
  id,
  situation,
  onChange,
  context,
  withoutState = false,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  situation: Situation;
  onChange: (change: Partial<Situation>) => void;
  context: SituationFieldsContext;
  /** Leave out the state select, for a page that has its own (the directory's on-road state). */
  withoutState?: boolean;
}) {
  const words = useText().situation;
  const state = context.states.find((item) => item.slug === situation.state) ?? context.states[0]!;
  const { bounds, publicCharging } = context;
  const home = situation.homePerKwh ?? state.electricity.perKwh;
  const slabs = state.electricity.slabs ?? [];
  // "My own rate" stays chosen while its field is edited, even when the rate typed is a slab's.
  const [own, setOwn] = useState(false);
  const slabAt = slabs.findIndex((slab) => slab.perKwh === situation.homePerKwh);
  const choice = situation.homePerKwh === null ? TYPICAL : !own && slabAt >= 0 ? `slab-${slabAt}` : OWN;
  const typicalSlab = slabs.findIndex((slab) => slab.perKwh === state.electricity.perKwh);
  return (
    <div className="situation-fields">
      {!withoutState && (
        <SelectField
          id={`${id}-state`}
          className="field needs-script"
          label={words.yourState}
          value={state.slug}
          onChange={(slug) => onChange({ state: slug })}
          options={context.states.map((item) => ({ value: item.slug, label: item.state }))}
        />
      )}
      <SliderField
        label={words.dailyDistance}
        slider={bounds.dailyKm}
        value={situation.dailyKm}
        onChange={(dailyKm) => onChange({ dailyKm })}
        format={(v) => fill(words.kmADay, { km: v })}
      />
      <SliderField
        label={words.chargedAtHome}
        slider={bounds.homeSharePercent}
        value={situation.homeShare}
        onChange={(homeShare) => onChange({ homeShare })}
        format={(v) => (v <= 0 ? words.noHomeCharger : `${v}%`)}
      />
      {situation.homeShare > 0 && (
        <SelectField
          id={`${id}-tariff`}
          className="field needs-script"
          label={words.homeTariff}
          value={choice}
          onChange={(next) => {
            setOwn(next === OWN);
            const slab = next.startsWith('slab-') ? slabs[Number(next.slice(5))] : undefined;
            onChange({ homePerKwh: next === TYPICAL ? null : slab ? slab.perKwh : home });
          }}
          options={[
            {
              value: TYPICAL,
              label: fill(words.tariffTypical, { rate: state.electricity.perKwh }),
            },
            ...slabs.flatMap((slab, index) =>
              index === typicalSlab ? [] : [{ value: `slab-${index}`, label: `₹${slab.perKwh} (${slabUnits(words, slabs, index)})` }],
            ),
            { value: OWN, label: words.ownRate },
          ]}
        />
      )}
      {situation.homeShare > 0 && slabs.length > 0 && (
        <p className="situation-fields__help muted small">
          {fill(words.slabHelp, { state: state.state, slab: typicalSlab >= 0 ? slabUnits(words, slabs, typicalSlab) : words.slabUsual })}
        </p>
      )}
      {situation.homeShare > 0 && choice === OWN && (
        <RateField
          key={`home-${state.slug}`}
          id={`${id}-home-rate`}
          label={words.homeRate}
          value={home}
          bounds={bounds.perKwh}
          onChange={(homePerKwh) => onChange({ homePerKwh })}
        />
      )}
      {situation.homeShare < 100 && (
        <RateField
          id={`${id}-public-rate`}
          label={words.publicRate}
          value={situation.publicPerKwh ?? publicCharging.dcPerKwh}
          bounds={bounds.perKwh}
          onChange={(publicPerKwh) => onChange({ publicPerKwh: publicPerKwh === publicCharging.dcPerKwh ? null : publicPerKwh })}
        />
      )}
      <p className="situation-fields__sources muted small">
        {fillNodes(words.situationSources, {
          state: state.state,
          tariff: <Verified asOf={state.electricity.asOf} source={state.electricity.source} />,
          public: <Verified asOf={publicCharging.asOf} source={publicCharging.source} verb={words.priceChecked} />,
        })}
      </p>
    </div>
  );
}
