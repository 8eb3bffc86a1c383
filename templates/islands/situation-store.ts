import { useMemo, useSyncExternalStore } from 'react';
import { parseSituation, type Situation, type SituationContext } from '../../src/domain/situation.ts';
import { parse, read, subscribe, write } from './chosen-state.ts';

// The whole of the buyer's situation kept on this device (see chosen-state.ts, which keeps it and reads its state
// alone for the islands that need no more), checked against the data.

/** What a situation is checked against on the device: the states' slugs and the bounds of its inputs. */
export type SituationCheck = { states: readonly { slug: string }[]; bounds: SituationContext['bounds'] };

/**
 * The visitor's situation (each field they have not set is `initial`'s) and a setter that remembers a change on this
 * device, for every island and tab.
 */
export function useSituation(initial: Situation, check: SituationCheck): [Situation, (change: Partial<Situation>) => void] {
  const kept = useSyncExternalStore(subscribe, read, () => null);
  const situation = useMemo(() => parseSituation(parse(kept), initial, check), [kept, initial, check]);
  return [situation, write];
}

/** The situation this device remembers, over `initial`: for an island that reads it once, on mount (the finder). */
export const rememberedSituation = (initial: Situation, check: SituationCheck): Situation => parseSituation(parse(read()), initial, check);

/** Remembers a change to the situation on this device, as the situation's controls do. */
export const rememberSituation = write;
