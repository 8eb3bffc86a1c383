import { costPerKm, describeSituation, situationMix, type Situation } from '../../src/domain/situation.ts';
import type { SituationFieldsContext } from '../components/SituationFields.tsx';
import { useSituation } from './situation-store.ts';
import { fill, useHref, useText } from '../i18n/context.ts';
import { fillNodes } from '../components/Verified.tsx';

/** The headline cost a km's props: the variant's energy a km, whether it charges on DC, and the situation's data. */
export interface RunningCostProps {
  /** The shown variant's energy from the wall a km, kWh (its estimates' wallKwhPerKm). */
  wallKwhPerKm: number;
  /** Whether it charges on DC: without, it has no public fast-charging cost. */
  hasDc: boolean;
  /** The site's situation, shown until the visitor has set their own. */
  situation: Situation;
  context: SituationFieldsContext;
  /** Where on the page the visitor can change the situation, if anywhere. */
  changeHref?: string;
}

/**
 * What a km of the shown variant costs in electricity for the visitor's situation, every input named, and for a
 * buyer without a home charger: the same function (costPerKm of src/domain/situation.ts) as its card, the directory,
 * compare and the finder, at the same inputs.
 */
export function RunningCost({ wallKwhPerKm, hasDc, situation: initial, context, changeHref }: RunningCostProps) {
  const to = useHref();
  const words = useText().situation;
  const [situation] = useSituation(initial, context);
  const perKm = costPerKm(wallKwhPerKm, situationMix(situation, context));
  const publicOnly = { ...situation, homeShare: 0 };
  const perKmOf = (rupees: number) => <strong>{fill(words.perKm, { rate: rupees.toFixed(2) })}</strong>;
  return (
    <p className="car-hero__per-km" aria-live="polite">
      {fillNodes(changeHref ? words.electricityEstimateChange : words.electricityEstimate, {
        perKm: perKmOf(perKm),
        situation: describeSituation(situation, context),
        change: changeHref && <a href={to(changeHref)}>{words.changeThese}</a>,
      })}{' '}
      {!hasDc
        ? situation.homeShare < 100
          ? words.acOnlyPartial
          : words.acOnlyAll
        : situation.homeShare > 0 &&
          fillNodes(words.withoutHomeCharger, { perKm: perKmOf(costPerKm(wallKwhPerKm, situationMix(publicOnly, context))) })}
    </p>
  );
}
