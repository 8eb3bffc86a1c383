import { formatOnRoad } from '../../src/domain/format.ts';
import { fill, useText } from '../i18n/context.ts';
import { fillNodes } from './Verified.tsx';

/** A card's on-road price: its cheapest variant's, as its page gives it. */
export interface OnRoadFrom {
  rupees: number;
  /** The most it may now be, when its maker may have raised prices since they were confirmed. */
  upTo?: number;
  state: string;
}

/**
 * A card's "On-road from ₹13.22 Lakh in Maharashtra" (or "₹18.93 to 19.60 Lakh" after a rise of up to a percent):
 * its cheapest variant on the road in the visitor's state, the figure its car page shows for that variant.
 */
export function OnRoadFromLine({ rupees, upTo, state, className }: OnRoadFrom & { className: string }) {
  const text = useText();
  return (
    <p className={className}>
      {fillNodes(text.situation.onRoadFrom, { price: <strong>{formatOnRoad(rupees, upTo)}</strong> })}
      <span className="on-road-where">{` ${fill(text.situation.onRoadWhere, { state })}`}</span>
    </p>
  );
}
