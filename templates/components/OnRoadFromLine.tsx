import { formatLakh, LAKH } from '../../src/domain/index.ts';

// Rounded up to the next thousand rupees, so a car shown at "₹15.00 Lakh" is never over a ₹15 lakh budget.
const roundedUp = (rupees: number) => Math.ceil(rupees / 1000) / (LAKH / 1000);

/** A card's "On-road from ₹13.21 Lakh in Maharashtra": its cheapest variant on the road in the visitor's state. */
export function OnRoadFromLine({ rupees, state, className }: { rupees: number; state: string; className: string }) {
  return (
    <p className={className}>
      On-road from <strong>₹{formatLakh(roundedUp(rupees))} Lakh</strong>
      <span className="on-road-where"> in {state}</span>
    </p>
  );
}
