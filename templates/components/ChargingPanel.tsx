import type { Calculators, Car } from '../../src/schema/index.ts';
import { TableRegion } from './TableRegion.tsx';
import { chargingFit } from '../../src/domain/charging.ts';
import { formatMinutes, formatNumber, notConfirmed } from '../../src/domain/format.ts';
import { fill, useText } from '../i18n/context.ts';
import { fillNodes } from './Verified.tsx';

/** A figure, or "Not confirmed" when no source gives it. */
const orUnconfirmed = (value: number | null, show: (value: number) => string) =>
  value === null ? <span className="muted">{notConfirmed()}</span> : show(value);

/** Charging for one car: km an hour at home, km in 30 minutes of DC, 10-80% time, its connector, and home advice. */
export function ChargingPanel({
  car,
  model,
  dailyKm,
}: {
  car: Pick<Car, 'name' | 'range' | 'battery' | 'charging'>;
  model: Calculators['ownership'];
  dailyKm: number;
}) {
  const words = useText().car;
  const fit = chargingFit(car, model);
  const [slow, fast] = [fit.home[0]!, fit.home.at(-1)!];
  const acKw = car.charging.ac.kw;
  const kmAnHour = (km: number) => fill(words.kmAnHour, { km: formatNumber(km) });
  return (
    <section className="fit-panel" aria-labelledby="charging-title">
      <h2 id="charging-title">{words.chargingTitle}</h2>
      <TableRegion label={words.chargingTable} tableClass="table fit-table" columns={[words.chargerColumn, words.addsColumn]}>
        <tbody>
          {fit.home.map((row) => (
            <tr key={row.chargerKw}>
              <th scope="row">
                {formatNumber(row.chargerKw)} kW AC
                {row.drawnKw !== null && row.drawnKw < row.chargerKw && (
                  <span className="muted small">{` ${fill(words.carTakes, { kw: formatNumber(row.drawnKw) })}`}</span>
                )}
              </th>
              <td>{orUnconfirmed(row.kmPerHour, kmAnHour)}</td>
            </tr>
          ))}
          {fit.dc && (
            <tr>
              <th scope="row">{fill(words.dcFastest, { kw: formatNumber(fit.dc.peakKw) })}</th>
              <td>{orUnconfirmed(fit.dc.kmIn30Min, (km) => fill(words.kmIn30Minutes, { km: formatNumber(km) }))}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{words.tenToEighty}</th>
            <td>
              {fillNodes(words.tenToEightyOn, {
                time: orUnconfirmed(fit.tenToEightyMinutes, formatMinutes),
                charger:
                  fit.tenToEightyOn === 'DC'
                    ? words.onDc
                    : acKw === null
                      ? words.onAcCharger
                      : fill(words.onAcChargerKw, { kw: formatNumber(acKw) }),
              })}
            </td>
          </tr>
          <tr>
            <th scope="row">{words.connector}</th>
            <td>{fit.connector}</td>
          </tr>
        </tbody>
      </TableRegion>
      <h3>{words.chargingAtHome}</h3>
      <p>
        {slow.kmPerHour === null ? (
          words.acPowerUnknown
        ) : (
          <HomeAdvice dailyKm={dailyKm} slow={{ ...slow, kmPerHour: slow.kmPerHour }} fast={fast} />
        )}
        {` ${
          fit.dc
            ? fit.dc.kmIn30Min === null
              ? fill(words.dcTimeUnknown, { kw: formatNumber(fit.dc.peakKw) })
              : fill(words.dcHighway, { kw: formatNumber(fit.dc.peakKw), km: formatNumber(fit.dc.kmIn30Min) })
            : words.noDcTrips
        } ${words.electrician}`}
      </p>
    </section>
  );
}

type HomeRow = ReturnType<typeof chargingFit>['home'][number];

/** How long a day's distance takes on the slowest home charger, and what the fastest adds. */
function HomeAdvice({ dailyKm, slow, fast }: { dailyKm: number; slow: HomeRow & { kmPerHour: number }; fast: HomeRow }) {
  const words = useText().car;
  const nightHours = Math.ceil(dailyKm / slow.kmPerHour);
  return fill(words.homeDay, {
    km: formatNumber(dailyKm),
    hours: fill(nightHours === 1 ? words.hourOne : words.hourOther, { n: nightHours }),
    kw: formatNumber(slow.chargerKw),
    wallBox:
      fast.kmPerHour !== null && fast.kmPerHour > slow.kmPerHour
        ? fill(words.wallBox, { kw: formatNumber(fast.chargerKw), kmPerHour: formatNumber(fast.kmPerHour) })
        : '',
  });
}
