import { useMemo } from 'react';
import { isOnSale, variantOnRoad, type CarSummary, type OnRoadContext, type VariantFigures } from '../../src/domain/index.ts';
import { useChosenState } from './chosen-state.ts';

/** What an island that shows on-road prices is given: each state's rules, and the state shown until one is chosen. */
export type OnRoadProps = OnRoadContext & { initialState: string };

/** A card's "on-road from": its cheapest variant on the road in the state, in rupees. */
export interface OnRoadFrom {
  rupees: number;
  state: string;
}

/**
 * On-road prices in the visitor's state: `override` (a state a shared URL names), else the one this device
 * remembers, else the site's. Each variant is priced once per state, however often filters, counts and cards ask.
 */
export function useOnRoadPricing(onRoad: OnRoadProps, override = '') {
  const slugs = useMemo(() => onRoad.states.map((item) => item.slug), [onRoad]);
  const [chosen, choose] = useChosenState(onRoad.initialState, slugs);
  const slug = override && slugs.includes(override) ? override : chosen;
  const current = onRoad.states.find((item) => item.slug === slug) ?? onRoad.states[0]!;
  const onRoadOf = useMemo(() => {
    const cache = new Map<VariantFigures, number>();
    return (variant: VariantFigures) => {
      let rupees = cache.get(variant);
      if (rupees === undefined) {
        rupees = variantOnRoad(variant, { state: current, model: onRoad.model, taxes: onRoad.taxes });
        cache.set(variant, rupees);
      }
      return rupees;
    };
  }, [current, onRoad]);
  /** A car's on-road price from its cheapest variant; none for a car no longer sold new. */
  const onRoadFrom = (car: Pick<CarSummary, 'status' | 'variantList'>): OnRoadFrom | undefined =>
    isOnSale(car) ? { rupees: Math.min(...car.variantList.map(onRoadOf)), state: current.state } : undefined;
  return { current, choose, onRoadOf, onRoadFrom };
}
