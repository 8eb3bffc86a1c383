import { Fragment } from 'react';
import { isOnSale } from '../../src/domain/cars.ts';
import { bestIndexes } from '../../src/domain/compare.ts';
import type { EstimatedCar, EstimatedVariant } from '../../src/domain/estimates.ts';
import { formatLakhPrice, formatMonthYear, notConfirmed } from '../../src/domain/format.ts';
import { ScrollRegion } from '../components/TableRegion.tsx';
import { compareGroups, type CompareContext } from './compare-rows.ts';
import { fill, useText } from '../i18n/context.ts';
import { variantLabel } from '../../src/domain/variants.ts';

/** One column of the comparison: a car's published record and the variant of it the column shows. */
export interface CompareColumn {
  /** The car's record with every variant (`variantList`), as /data/cars/<id>.json publishes it. */
  record: EstimatedCar;
  /** The position of the shown variant in `record.variantList`. */
  index: number;
  /** The car as that variant sells it: every figure of the column is read from this. */
  car: EstimatedCar;
}

/** A variant as its select lists it: "Creative 45 – ₹13.99 Lakh", the price written as on the car's page. */
export const variantOptionLabel = (variant: Pick<EstimatedVariant, 'name' | 'lakh'>): string =>
  `${variant.name} – ${formatLakhPrice(variant.lakh)}`;

/**
 * A column's cell of the Variant row: a select of every variant with its price when there is a choice, else the one
 * variant's name ("One version" for the "Standard" a car without a variant list is given).
 */
function VariantChoice({ column, onVariant }: { column: CompareColumn; onVariant: (id: string, slug: string) => void }) {
  const text = useText().compare;
  const { record, index } = column;
  const variants = record.variantList;
  if (variants.length < 2) {
    return <span className="compare-table__variant">{variantLabel(variants, 0) ?? text.oneVersion}</span>;
  }
  const selectId = `compare-variant-${record.id}`;
  return (
    <span className="compare-table__variant-choice">
      {/* The row says "Variant"; the select is named with its car. */}
      <label htmlFor={selectId} className="visually-hidden">
        {`${text.variant}${fill(text.variantOf, { name: record.name })}`}
      </label>
      {/* A select shows its choice on one line, cut to the width of a phone's column; so the choice is written out
          beside it, wrapping, and the select lies transparent over that text to take the taps and keys. */}
      <span className="compare-table__select">
        <select id={selectId} value={variants[index]!.slug} onChange={(event) => onVariant(record.id, event.target.value)}>
          {variants.map((variant) => (
            <option key={variant.slug} value={variant.slug}>
              {variantOptionLabel(variant)}
            </option>
          ))}
        </select>
        <span aria-hidden="true">{variantOptionLabel(variants[index]!)}</span>
      </span>
    </span>
  );
}

/**
 * The cars side by side, group by group, each column one variant; with two or more, the better value of each row
 * is marked Best, worked out afresh whenever a column's variant changes. A car no longer sold new is labelled so
 * and never marked Best: it cannot be bought new at its figures.
 */
export function CompareTable({
  columns,
  context,
  onVariant,
}: {
  columns: readonly CompareColumn[];
  context: CompareContext;
  /** Shows another variant of a car: its id and the variant's slug. */
  onVariant: (id: string, slug: string) => void;
}) {
  const text = useText().compare;
  const cars = columns.map((column) => column.car);
  const onSale = columns.map((column) => isOnSale(column.record));
  return (
    <ScrollRegion label={text.tableLabel} className="compare-table-wrap">
      <table className="compare-table">
        <caption className="visually-hidden">
          {fill(text.caption, {
            cars: columns
              .map(({ record, index }) => {
                const variant = variantLabel(record.variantList, index);
                return variant ? `${record.name} (${variant})` : record.name;
              })
              .join(text.comparedWith),
          })}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.record.id} scope="col">
                {column.record.name}
                {column.record.status && (
                  <span className="compare-table__status">
                    {fill(text.notSoldSince, { month: formatMonthYear(new Date(`${column.record.status.since}-01T00:00:00Z`)) })}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* The variant of each column, as the first row: the header row keeps only the names, short enough to stay
              in view on a phone while the rows scroll under it. */}
          <tr className="compare-table__variants">
            <th scope="row">{text.variant}</th>
            {columns.map((column) => (
              <td key={column.record.id}>
                <VariantChoice column={column} onVariant={onVariant} />
              </td>
            ))}
          </tr>
          {compareGroups(text).map((group) => (
            <Fragment key={group.title}>
              <tr className="compare-table__group">
                <th scope="rowgroup" colSpan={cars.length + 1}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => {
                const values = cars.map((car, index) => (onSale[index] ? row.value(car) : null));
                // Figures of different kinds (test cycles, crash-test bodies) are shown but not ranked.
                const kinds = new Set(cars.flatMap((car, index) => (values[index] === null ? [] : [row.kind ? row.kind(car) : ''])));
                const best = cars.length > 1 && kinds.size <= 1 ? bestIndexes(values, row.better) : [];
                return (
                  <tr key={row.label}>
                    <th scope="row">
                      {row.label}
                      {row.note && <span className="compare-table__note"> {row.note(context)}</span>}
                    </th>
                    {cars.map((car, index) => {
                      const shown = row.show ? row.show(car) : String(row.value(car) ?? notConfirmed());
                      return best.includes(index) ? (
                        <td key={car.id} className="is-best">
                          <strong>{shown}</strong> <span className="badge badge--primary">{text.best}</span>
                        </td>
                      ) : (
                        <td key={car.id}>{shown}</td>
                      );
                    })}
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
