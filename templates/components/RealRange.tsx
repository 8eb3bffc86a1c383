import type { Car } from '../../src/schema/index.ts';
import { formatNumber, formatTestCycle } from '../../src/domain/format.ts';
import { realWorldRange, type RangeModel } from '../../src/domain/range.ts';
import { fill, useText } from '../i18n/context.ts';

/** A car's estimated real-world range: the band, each kind of driving, and the assumptions behind it. */
export function RealRange({
  car,
  model,
  estimatedClaim,
}: {
  car: Pick<Car, 'name' | 'range'>;
  model: RangeModel;
  /** Why the claim is an estimate, when it is (see CarPageProps). */
  estimatedClaim?: string | undefined;
}) {
  const t = useText().car;
  const band = realWorldRange(car, model);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return (
    <section className="fit-panel" aria-labelledby="real-range-title">
      <h2 id="real-range-title">{t.realRangeTitle}</h2>
      <p className="fit-panel__headline">
        <strong>
          {formatNumber(band.low)}-{formatNumber(band.high)} km
        </strong>{' '}
        <span className="muted">
          {estimatedClaim
            ? fill(t.fromEstimatedClaim, { km: formatNumber(car.range.claimedKm), why: estimatedClaim })
            : fill(t.againstClaim, { km: formatNumber(car.range.claimedKm), cycle: formatTestCycle(car.range.testCycle) })}
        </span>
      </p>
      <dl className="fit-list">
        <div>
          <dt>{t.rangeCity}</dt>
          <dd>{formatNumber(band.city)} km</dd>
        </div>
        <div>
          <dt>{t.rangeHighway}</dt>
          <dd>{formatNumber(band.highway)} km</dd>
        </div>
        <div>
          <dt>{t.rangeSummer}</dt>
          <dd>{formatNumber(band.summerAc)} km</dd>
        </div>
        {band.measured !== undefined && (
          <div>
            <dt>{t.rangeMeasured}</dt>
            <dd>{formatNumber(band.measured)} km</dd>
          </div>
        )}
      </dl>
      <details className="fit-panel__assumptions">
        <summary>{t.howEstimated}</summary>
        <ul>
          <li>{t.rangeCycles}</li>
          {car.range.testCycle === null && <li>{t.rangeNoCycle}</li>}
          {car.range.testCycle === 'WLTP' && (
            <li>{fill(t.rangeWltp, { km: formatNumber(band.indianClaim), percent: percent(model.wltpToIndian - 1) })}</li>
          )}
          <li>{fill(t.rangeShares, { city: percent(model.city), highway: percent(model.highway), summer: percent(model.summerAc) })}</li>
          <li>{t.rangeOther}</li>
        </ul>
      </details>
    </section>
  );
}
