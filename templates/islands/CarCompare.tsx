import { Fragment, useEffect, useState } from 'react';
import {
  bestIndexes,
  compareHref,
  COMPARE_LIMIT,
  NOT_CONFIRMED,
  parseCompareIds,
  recordAsVariant,
  type EstimatedCar,
} from '../../src/domain/index.ts';
import { CarArt } from '../components/CarArt.tsx';
import { Icon } from '../components/Icon.tsx';
import { compareGroups } from './compare-rows.ts';
import { readCompareList, setCompare } from './compare-store.ts';

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
}

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; car: EstimatedCar };

/**
 * The chosen cars' ids, which the URL (/compare?cars=a,b,c) holds and the tray follows; `choose` changes them,
 * and `ready` says the URL has been read.
 */
function useChosenIds(options: readonly CompareOption[]) {
  const [ids, setIds] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  const known = new Set(options.map((option) => option.id));
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;

  /** Shows these cars and keeps the tray in step; `history` says how the URL follows (a popstate already moved it). */
  const choose = (next: string[], history: 'push' | 'replace' | 'none' = 'push') => {
    setIds(next);
    setCompare(next.map((id) => ({ id, name: nameOf(id) })));
    const url = compareHref(next);
    if (history === 'push') window.history.pushState(null, '', url);
    if (history === 'replace') window.history.replaceState(null, '', url);
  };

  // On load: the URL's cars win; without them, the tray; ?add= joins either while there is room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design. `known` and `choose` are new each render (from props that never change); listing them would rerun the effect after every render, and its setIds would loop.
  useEffect(() => {
    const fromUrl = (initial: boolean) => {
      const params = new URLSearchParams(window.location.search);
      let next = params.has('cars')
        ? parseCompareIds(params.get('cars'), known)
        : readCompareList()
            .map((entry) => entry.id)
            .filter((id) => known.has(id));
      const add = (params.get('add') ?? '').toLowerCase();
      if (known.has(add) && !next.includes(add) && next.length < COMPARE_LIMIT) next = [...next, add];
      choose(next, initial ? 'replace' : 'none');
      setReady(true);
    };
    fromUrl(true);
    const onPop = () => fromUrl(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Runs once: later tray changes come from this page itself.
  }, []);
  return { ids, choose, ready, nameOf };
}

/** Each chosen car's full record, fetched from the published data JSON the first time it is chosen. */
function useCarRecords(ids: readonly string[], dataPath: string) {
  const [cars, setCars] = useState<Record<string, Loaded>>({});
  useEffect(() => {
    for (const id of ids) {
      if (cars[id]) continue;
      setCars((current) => ({ ...current, [id]: { state: 'loading' } }));
      fetch(`${dataPath}${encodeURIComponent(id)}.json`)
        .then((response) => (response.ok ? (response.json() as Promise<EstimatedCar>) : Promise.reject(new Error(String(response.status)))))
        // Each car as its cheapest variant sells it, so that every row of a column is one variant's.
        .then((car) => setCars((current) => ({ ...current, [id]: { state: 'ready', car: recordAsVariant(car) } })))
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
  ids,
  choose,
  ready,
  nameOf,
}: { options: readonly CompareOption[]; cars: Record<string, Loaded> } & ReturnType<typeof useChosenIds>) {
  const brands = [...new Set(options.map((option) => option.brandName))];
  return (
    <div className="compare-picker">
      {Array.from({ length: COMPARE_LIMIT }, (_, slot) => {
        const id = ids[slot];
        if (id) {
          const entry = cars[id];
          return (
            <div key={id} className="compare-slot compare-slot--filled">
              {entry?.state === 'ready' && <CarArt car={entry.car} className="car-art compare-slot__art" />}
              <p className="compare-slot__name">
                <a href={`/cars/${id}`}>{nameOf(id)}</a>
              </p>
              <button type="button" className="button button--ghost" onClick={() => choose(ids.filter((other) => other !== id))}>
                <Icon name="close" size={16} /> Remove
              </button>
            </div>
          );
        }
        if (slot > ids.length) return null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions (1 to COMPARE_LIMIT), and the slot number is also the select's id.
          <div key={`empty-${slot}`} className="compare-slot">
            <label htmlFor={`compare-add-${slot}`}>Add a car</label>
            <select
              id={`compare-add-${slot}`}
              value=""
              disabled={!ready}
              onChange={(event) => event.target.value && choose([...ids, event.target.value])}
            >
              <option value="">Choose a car...</option>
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

/** The cars side by side, group by group; with two or more, the better value of each row is marked Best. */
function CompareTable({ cars }: { cars: readonly EstimatedCar[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable table region must take keyboard focus to be scrolled (axe: scrollable-region-focusable); a <section> would change the HTML
    <div className="compare-table-wrap" tabIndex={0} role="region" aria-label="Comparison table">
      <table className="compare-table">
        <caption className="visually-hidden">
          {cars.map((car) => car.name).join(' compared with ')}; the better value of each row is marked Best
        </caption>
        <thead>
          <tr>
            <td />
            {cars.map((car) => (
              <th key={car.id} scope="col">
                {car.name}
                {car.variantList[0] && car.variantList[0].name !== 'Standard' && (
                  <span className="compare-table__variant">{car.variantList[0].name}, its cheapest variant</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compareGroups.map((group) => (
            <Fragment key={group.title}>
              <tr className="compare-table__group">
                <th scope="rowgroup" colSpan={cars.length + 1}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => {
                const best = cars.length > 1 ? bestIndexes(cars.map(row.value), row.better) : [];
                return (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {cars.map((car, index) => {
                      const text = row.show ? row.show(car) : String(row.value(car) ?? NOT_CONFIRMED);
                      return best.includes(index) ? (
                        <td key={car.id} className="is-best">
                          <strong>{text}</strong> <span className="badge badge--primary">Best</span>
                        </td>
                      ) : (
                        <td key={car.id}>{text}</td>
                      );
                    })}
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Up to three cars side by side, spec by spec, the better value of each row marked. The URL
 * (/compare?cars=a,b,c) alone reproduces the view; /compare?add=id (the brand pages' Compare links) adds a car to
 * the tray kept in the browser. The chosen cars' records are fetched from the published data JSON.
 */
export function CarCompare({ options, dataPath }: CarCompareProps) {
  const chosen = useChosenIds(options);
  const { ids } = chosen;
  const cars = useCarRecords(ids, dataPath);
  const entries = ids.map((id) => cars[id]);
  const loaded = entries.every((entry) => entry?.state === 'ready')
    ? entries.map((entry) => (entry as { car: EstimatedCar }).car)
    : undefined;

  return (
    <div className="compare">
      <ComparePicker options={options} cars={cars} {...chosen} />
      {ids.length === 0 ? (
        <div className="empty-state">
          <Icon name="compare" size={32} />
          <h2>Choose up to {COMPARE_LIMIT} cars to compare</h2>
          <p>Pick them above, or use the Compare buttons in the directory and on car pages.</p>
          <a className="button button--primary" href="/cars">
            Browse Electric Cars
          </a>
        </div>
      ) : entries.some((entry) => entry?.state === 'error') ? (
        <p className="empty-state" role="alert">
          These cars' details could not be loaded. Check your connection and reload the page.
        </p>
      ) : !loaded ? (
        <p className="compare__loading" role="status">
          Loading the details...
        </p>
      ) : (
        <CompareTable cars={loaded} />
      )}
      {ids.length === 1 && <p className="muted">Add at least one more car to see which is better on each row.</p>}
    </div>
  );
}
