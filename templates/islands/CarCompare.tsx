import { useEffect, useState } from 'react';
import type { BuyerContext } from '../../src/domain/buyer.ts';
import {
  compareHref,
  COMPARE_LIMIT,
  compareVariantIndex,
  parseCompareChoice,
  parseCompareChoices,
  settleCompareChoice,
  type CompareChoice,
} from '../../src/domain/compare.ts';
import type { EstimatedCar } from '../../src/domain/estimates.ts';
import { mixPerKwh } from '../../src/domain/running.ts';
import { type Situation, describeSituation, situationMix, situationState } from '../../src/domain/situation.ts';
import { variantPath } from '../../src/domain/variants.ts';
import { SituationFields, type SituationFieldsContext } from '../components/SituationFields.tsx';
import { useSituation } from './situation-store.ts';
import { comparedCar } from './compare-rows.ts';
import { CarArt } from '../components/CarArt.tsx';
import { Icon } from '../components/Icon.tsx';
import { readCompareList, setCompare } from './compare-store.ts';
import { CompareTable, type CompareColumn } from './compare-table.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';

/** A car as the picker lists it. */
export interface CompareOption {
  id: string;
  name: string;
  brandName: string;
}

export interface CarCompareProps {
  /** Every car that can be compared, grouped by brand in this order. */
  options: readonly CompareOption[];
  /** Where each car's full record is published: `${dataPath}${id}.json`. */
  dataPath: string;
  /** The site's situation, shown until the visitor sets their own, and its fields' context. */
  situation: Situation;
  situationContext: SituationFieldsContext;
  /** Each state's rules and the models' constants, for on-road prices and costs over years. */
  buyer: BuyerContext;
}

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; record: EstimatedCar };

/**
 * The chosen cars and the variant of each, which the URL (/compare?cars=a:variant,b,c) holds and the tray follows;
 * `choose` changes them, and `ready` says the URL has been read.
 */
function useChosenCars(options: readonly CompareOption[]) {
  const to = useHref();
  const [choices, setChoices] = useState<CompareChoice[]>([]);
  const [ready, setReady] = useState(false);
  const known = new Set(options.map((option) => option.id));
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;

  /** Shows these cars; `history` says how the URL follows (a popstate already moved it, a correction replaces it). */
  const choose = (next: CompareChoice[], history: 'push' | 'replace' | 'none' = 'push') => {
    setChoices(next);
    setCompare(next.map(({ id, variant }) => ({ id, name: nameOf(id), ...(variant ? { variant } : {}) })));
    const url = to(compareHref(next));
    if (history === 'push') window.history.pushState(null, '', url);
    if (history === 'replace') window.history.replaceState(null, '', url);
  };

  // On load: the URL's cars win; without them, the tray; ?add= (an id, or id:variant) joins either while there is room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design. `known` and `choose` are new each render (from props that never change); listing them would rerun the effect after every render, and its setChoices would loop.
  useEffect(() => {
    const fromUrl = (initial: boolean) => {
      const params = new URLSearchParams(window.location.search);
      let next: CompareChoice[] = params.has('cars')
        ? parseCompareChoices(params.get('cars'), known)
        : readCompareList()
            .filter((entry) => known.has(entry.id))
            .map((entry) => ({ id: entry.id, variant: entry.variant }));
      const add = parseCompareChoice(params.get('add') ?? '');
      if (add && known.has(add.id) && !next.some((choice) => choice.id === add.id) && next.length < COMPARE_LIMIT) next = [...next, add];
      choose(next, initial ? 'replace' : 'none');
      setReady(true);
    };
    fromUrl(true);
    const onPop = () => fromUrl(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Runs once: later tray changes come from this page itself.
  }, []);
  return { choices, choose, ready, nameOf };
}

/** Each chosen car's full record, with every variant, fetched from the published data JSON the first time it is chosen. */
function useCarRecords(ids: readonly string[], dataPath: string) {
  const [cars, setCars] = useState<Record<string, Loaded>>({});
  useEffect(() => {
    for (const id of ids) {
      if (cars[id]) continue;
      setCars((current) => ({ ...current, [id]: { state: 'loading' } }));
      fetch(`${dataPath}${encodeURIComponent(id)}.json`)
        .then((response) => (response.ok ? (response.json() as Promise<EstimatedCar>) : Promise.reject(new Error(String(response.status)))))
        .then((record) => setCars((current) => ({ ...current, [id]: { state: 'ready', record } })))
        .catch(() => setCars((current) => ({ ...current, [id]: { state: 'error' } })));
    }
  }, [ids, cars, dataPath]);
  return cars;
}

/**
 * The row of slots above the table: each chosen car with Remove, then, while there is room, a slot to add another
 * from a select of the cars not chosen yet, by brand.
 */
function ComparePicker({
  options,
  cars,
  choices,
  choose,
  ready,
  nameOf,
}: { options: readonly CompareOption[]; cars: Record<string, Loaded> } & ReturnType<typeof useChosenCars>) {
  const to = useHref();
  const text = useText().compare;
  const brands = [...new Set(options.map((option) => option.brandName))];
  const ids = choices.map((choice) => choice.id);
  return (
    <div className="compare-picker needs-script">
      {Array.from({ length: COMPARE_LIMIT }, (_, slot) => {
        const choice = choices[slot];
        if (choice) {
          const entry = cars[choice.id];
          const record = entry?.state === 'ready' ? entry.record : undefined;
          // The car's page opens on the variant its column shows.
          const href = record
            ? variantPath(record.id, record.variantList, compareVariantIndex(record.variantList, choice.variant))
            : `/cars/${choice.id}`;
          return (
            <div key={choice.id} className="compare-slot compare-slot--filled">
              {/* Its picture's place is kept while the car's details load, so the name and button below stay put. */}
              {record ? <CarArt car={record} className="car-art compare-slot__art" /> : <div className="car-art compare-slot__art" />}
              <p className="compare-slot__name">
                <a href={to(href)}>{nameOf(choice.id)}</a>
              </p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => choose(choices.filter((other) => other.id !== choice.id))}
              >
                <Icon name="close" size={16} /> {text.remove}
              </button>
            </div>
          );
        }
        if (slot > choices.length) return null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions (1 to COMPARE_LIMIT), and the slot number is also the select's id.
          <div key={`empty-${slot}`} className="compare-slot">
            <label htmlFor={`compare-add-${slot}`}>{text.addCar}</label>
            <select
              id={`compare-add-${slot}`}
              value=""
              disabled={!ready}
              onChange={(event) => event.target.value && choose([...choices, { id: event.target.value }])}
            >
              <option value="">{text.chooseCar}</option>
              {brands.map((brand) => (
                <optgroup key={brand} label={brand}>
                  {options
                    .filter((option) => option.brandName === brand && !ids.includes(option.id))
                    .map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Up to three cars side by side, spec by spec, each column one variant of its car (the cheapest unless another is
 * chosen), the better value of each row marked. The URL (/compare?cars=a:variant,b,c) alone reproduces the view;
 * /compare?add=id (the brand pages' Compare links) adds a car to the tray kept in the browser. The chosen cars'
 * records, with every variant's figures, are fetched from the published data JSON.
 */
export function CarCompare({ options, dataPath, situation: siteSituation, situationContext, buyer }: CarCompareProps) {
  const to = useHref();
  const text = useText().compare;
  const [situation, changeSituation] = useSituation(siteSituation, situationContext);
  const chosen = useChosenCars(options);
  const { choices, choose } = chosen;
  const cars = useCarRecords(
    choices.map((choice) => choice.id),
    dataPath,
  );
  const entries = choices.map((choice) => cars[choice.id]);
  const records = entries.every((entry) => entry?.state === 'ready')
    ? entries.map((entry) => (entry as { record: EstimatedCar }).record)
    : undefined;
  const columns: CompareColumn[] | undefined = records?.map((record, position) => {
    const index = compareVariantIndex(record.variantList, choices[position]!.variant);
    return { record, index, car: comparedCar(record, index, situation, buyer) };
  });
  const described = describeSituation(situation, situationContext);
  const perKwh = fill(text.perKwh, { rate: Math.round(mixPerKwh(situationMix(situation, situationContext)) * 100) / 100 });
  const stateName = situationState(situation, situationContext.states).state;

  // Once the records say which variants exist, a link's unknown slug (or its cheapest's) leaves the address bar,
  // so the URL shared next is the comparison shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choose` is new each render; the effect depends on the choices and records alone, and settles them at most once (a settled choice settles to itself).
  useEffect(() => {
    const settled = choices.map((choice) => {
      const entry = cars[choice.id];
      return entry?.state === 'ready' ? settleCompareChoice(choice, entry.record.variantList) : choice;
    });
    if (settled.some((choice, position) => choice.variant !== choices[position]!.variant)) choose(settled, 'replace');
  }, [choices, cars]);

  /** Shows another variant of one car, as a new history entry so Back returns to the one before. */
  const onVariant = (id: string, slug: string) => {
    const record = records?.find((item) => item.id === id);
    if (!record) return;
    choose(choices.map((choice) => (choice.id === id ? settleCompareChoice({ id, variant: slug }, record.variantList) : choice)));
  };

  return (
    <div className="compare">
      <ComparePicker options={options} cars={cars} {...chosen} />
      {choices.length === 0 ? (
        <div className="empty-state needs-script">
          <Icon name="compare" size={32} />
          <h2>{fill(text.emptyTitle, { limit: COMPARE_LIMIT })}</h2>
          <p>{text.emptyText}</p>
          <a className="button button--primary" href={to('/cars')}>
            {text.browseCars}
          </a>
        </div>
      ) : entries.some((entry) => entry?.state === 'error') ? (
        <p className="empty-state" role="alert">
          {text.loadError}
        </p>
      ) : !columns ? (
        <p className="compare__loading" role="status">
          {text.loading}
        </p>
      ) : (
        <>
          <details className="directory__note">
            <summary>
              {fill(text.estimatesFor, { situation: described })} <span className="directory__change">{text.change}</span>
            </summary>
            <SituationFields id="compare-situation" situation={situation} onChange={changeSituation} context={situationContext} />
          </details>
          <CompareTable columns={columns} context={{ situation: perKwh, stateName }} onVariant={onVariant} />
        </>
      )}
      {choices.length === 1 && <p className="muted">{text.addOneMore}</p>}
    </div>
  );
}
