import { useEffect, useMemo } from 'react';
import type { CarSummary, VariantFigures } from '../../src/domain/cars.ts';
import { variantOnRoad, type OnRoadContext } from '../../src/domain/onroad.ts';
import { onRoadFromRange } from '../../src/domain/price-moves.ts';
import type { OnRoadFrom } from '../components/OnRoadFromLine.tsx';
import { useChosenState } from './chosen-state.ts';

/** What an island that shows on-road prices is given: each state's rules, and the state shown until one is chosen. */
export type OnRoadProps = OnRoadContext & { initialState: string };

/** Prices variants on the road in one state, each once, however often filters, counts and cards ask. */
export function pricerFor(onRoad: OnRoadContext, state: OnRoadContext['states'][number]): (variant: VariantFigures) => number {
  const cache = new Map<VariantFigures, number>();
  return (variant) => {
    let rupees = cache.get(variant);
    if (rupees === undefined) {
      rupees = variantOnRoad(variant, { state, model: onRoad.model, taxes: onRoad.taxes });
      cache.set(variant, rupees);
    }
    return rupees;
  };
}

/**
 * On-road prices in the visitor's state: `override` (a state the URL names, shown but not remembered), else the one
 * this device remembers, else the site's. `choose` remembers a state on this device.
 */
export function useOnRoadPricing(onRoad: OnRoadProps, override = '') {
  const slugs = useMemo(() => onRoad.states.map((item) => item.slug), [onRoad]);
  const [chosen, choose] = useChosenState(onRoad.initialState, slugs);
  const slug = override && slugs.includes(override) ? override : chosen;
  // A state the address names is the visitor's from then on: the car pages they open next price in it too.
  useEffect(() => {
    if (override && slugs.includes(override) && override !== chosen) choose(override);
  }, [override, slugs, chosen, choose]);
  const current = onRoad.states.find((item) => item.slug === slug) ?? onRoad.states[0]!;
  const onRoadOf = useMemo(() => pricerFor(onRoad, current), [current, onRoad]);
  /** A car's on-road price from its cheapest variant; none for a car no longer sold new. */
  const onRoadFrom = (car: Pick<CarSummary, 'status' | 'variantList' | 'priceMove'>): OnRoadFrom | undefined => {
    const price = onRoadFromRange(car, onRoadOf);
    return price && { ...price, state: current.state };
  };
  return { current, choose, onRoadOf, onRoadFrom };
}
