import type { ReactNode } from 'react';

/**
 * One entry of a description list, `<div><dt>label</dt><dd>value</dd></div>`: a figure of a calculator's results,
 * a card's spec, a tile. The value is the children, so a number and its unit stay the text the list always had.
 */
export function LabelledValue({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
