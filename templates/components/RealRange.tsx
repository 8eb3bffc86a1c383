import type { Car } from '../../src/schema/index.ts';
import { formatNumber, formatTestCycle, realWorldRange, type RangeModel } from '../../src/domain/index.ts';

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
  const band = realWorldRange(car, model);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return (
    <section className="fit-panel" aria-labelledby="real-range-title">
      <h2 id="real-range-title">Range in real life</h2>
      <p className="fit-panel__headline">
        <strong>
          {formatNumber(band.low)}-{formatNumber(band.high)} km
        </strong>{' '}
        <span className="muted">
          {estimatedClaim
            ? `from an estimated claim of ${formatNumber(car.range.claimedKm)} km: ${estimatedClaim}`
            : `against ${formatNumber(car.range.claimedKm)} km claimed (${formatTestCycle(car.range.testCycle)})`}
        </span>
      </p>
      <dl className="fit-list">
        <div>
          <dt>City, gentle traffic</dt>
          <dd>{formatNumber(band.city)} km</dd>
        </div>
        <div>
          <dt>Highway, 90-100 km/h</dt>
          <dd>{formatNumber(band.highway)} km</dd>
        </div>
        <div>
          <dt>Summer, AC on</dt>
          <dd>{formatNumber(band.summerAc)} km</dd>
        </div>
        {band.measured !== undefined && (
          <div>
            <dt>Measured in a real drive</dt>
            <dd>{formatNumber(band.measured)} km</dd>
          </div>
        )}
      </dl>
      <details className="fit-panel__assumptions">
        <summary>How this is estimated</summary>
        <ul>
          <li>Indian test cycles (MIDC, ARAI) are driven slowly and without air-conditioning, so the claim is the best case.</li>
          {car.range.testCycle === null && (
            <li>
              The maker does not say which cycle its claim is from: it is read as an Indian-cycle claim, the most lenient, so these
              estimates err low.
            </li>
          )}
          {car.range.testCycle === 'WLTP' && (
            <li>
              This car's claim is WLTP, stricter than India's: it is taken as {formatNumber(band.indianClaim)} km on the Indian cycle (
              {percent(model.wltpToIndian - 1)} more).
            </li>
          )}
          <li>
            In town a car covers about {percent(model.city)} of the Indian claim, at 90-100 km/h about {percent(model.highway)}, and with
            the AC on in summer about {percent(model.summerAc)}: shares taken from road tests of Indian EVs, rounded to 5 km.
          </li>
          <li>Cold mornings, a full load, hills and hard acceleration cost more; a new battery and a light foot cost less.</li>
        </ul>
      </details>
    </section>
  );
}
