import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { notConfirmed } from '../../src/domain/format.ts';
import type { Text } from '../i18n/en.ts';
import { useText } from '../i18n/context.ts';

/** A value for a spec row: text, a number, true/false shown as Yes/No, or null shown as "Not confirmed". */
export type SpecValue = ReactNode | boolean | null;

function show(words: Text['car'], value: SpecValue): ReactNode {
  if (value === true)
    return (
      <span className="yes">
        <Icon name="check" size={16} />
        {` ${words.yes}`}
      </span>
    );
  if (value === false)
    return (
      <span className="no">
        <Icon name="cross" size={16} />
        {` ${words.no}`}
      </span>
    );
  if (value === null || value === undefined) return <span className="muted">{notConfirmed()}</span>;
  return value;
}

/** A titled group of label/value rows. */
export function SpecTable({ title, rows }: { title: string; rows: readonly (readonly [string, SpecValue])[] }) {
  const words = useText().car;
  return (
    <section className="spec-table">
      <h3>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="spec-table__row">
            <dt>{label}</dt>
            <dd>{show(words, value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
