import { costPerKm, describeSituation, situationMix, type Situation } from '../../src/domain/index.ts';
import type { SituationFieldsContext } from '../components/SituationFields.tsx';
import { useSituation } from './situation-store.ts';
import { useHref } from '../i18n/context.ts';

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
  const [situation] = useSituation(initial, context);
  const perKm = costPerKm(wallKwhPerKm, situationMix(situation, context));
  const publicOnly = { ...situation, homeShare: 0 };
  return (
    <p className="car-hero__per-km" aria-live="polite">
      Electricity, an estimate: <strong>₹{perKm.toFixed(2)} a km</strong> for {describeSituation(situation, context)}
      {changeHref ? (
        <>
          {' '}
          (<a href={to(changeHref)}>change these</a>).
        </>
      ) : (
        '.'
      )}{' '}
      {!hasDc
        ? situation.homeShare < 100
          ? 'It charges on AC only: the share not charged at home is priced at the public fast-charging rate, the only public price we have, so that part is an upper estimate.'
          : 'It charges on AC only, so it cannot use public fast chargers.'
        : situation.homeShare > 0 && (
            <>
              With no home charger: <strong>₹{costPerKm(wallKwhPerKm, situationMix(publicOnly, context)).toFixed(2)} a km</strong>, all at
              public fast chargers.
            </>
          )}
    </p>
  );
}
