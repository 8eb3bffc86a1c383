import type { ReactNode } from 'react';
import { LabelledValue } from './LabelledValue.tsx';

/** One fact: its label and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** Facts as a description list, each pair in a <div> of its own so the list can be laid out as a grid. */
export function Facts({ className, items }: { className: string; items: readonly Fact[] }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <LabelledValue key={label} label={label}>
          {value}
        </LabelledValue>
      ))}
    </dl>
  );
}
