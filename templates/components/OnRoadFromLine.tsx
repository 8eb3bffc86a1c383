import { formatLakh, LAKH } from '../../src/domain/index.ts';

/** A card's "On-road from ₹13.21 Lakh in Maharashtra": its cheapest variant on the road in the visitor's state. */
export function OnRoadFromLine({ rupees, state, className }: { rupees: number; state: string; className: string }) {
  return (
    <p className={className}>
      On-road from <strong>₹{formatLakh(rupees / LAKH)} Lakh</strong> in {state}
    </p>
  );
}
