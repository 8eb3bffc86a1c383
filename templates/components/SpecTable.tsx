import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { NOT_CONFIRMED } from '../../src/domain/index.ts';

/** A value for a spec row: text, a number, true/false shown as Yes/No, or null shown as "Not confirmed". */
export type SpecValue = ReactNode | boolean | null;

function show(value: SpecValue): ReactNode {
  if (value === true)
    return (
      <span className="yes">
        <Icon name="check" size={16} /> Yes
      </span>
    );
  if (value === false)
    return (
      <span className="no">
        <Icon name="cross" size={16} /> No
      </span>
    );
  if (value === null || value === undefined) return <span className="muted">{NOT_CONFIRMED}</span>;
  return value;
}

/** A titled group of label/value rows. */
export function SpecTable({ title, rows }: { title: string; rows: readonly (readonly [string, SpecValue])[] }) {
  return (
    <section className="spec-table">
      <h3>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="spec-table__row">
            <dt>{label}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
