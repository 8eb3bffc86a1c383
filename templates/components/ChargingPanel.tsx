import type { Calculators, Car } from '../../src/schema/index.ts';
import { TableRegion } from './TableRegion.tsx';
import { chargingFit, formatMinutes, formatNumber, NOT_CONFIRMED } from '../../src/domain/index.ts';

const km = (value: number | null, unit: string) =>
  value === null ? <span className="muted">{NOT_CONFIRMED}</span> : `${formatNumber(value)} ${unit}`;

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
  const fit = chargingFit(car, model);
  const [slow, fast] = [fit.home[0]!, fit.home.at(-1)!];
  const acKw = car.charging.ac.kw;
  return (
    <section className="fit-panel" aria-labelledby="charging-title">
      <h2 id="charging-title">Charging</h2>
      <TableRegion label="Charging table" tableClass="table fit-table" columns={['Charger', 'Adds']}>
        <tbody>
          {fit.home.map((row) => (
            <tr key={row.chargerKw}>
              <th scope="row">
                {formatNumber(row.chargerKw)} kW AC
                {row.drawnKw !== null && row.drawnKw < row.chargerKw && (
                  <span className="muted small"> (the car takes {formatNumber(row.drawnKw)} kW)</span>
                )}
              </th>
              <td>{km(row.kmPerHour, 'km an hour')}</td>
            </tr>
          ))}
          {fit.dc && (
            <tr>
              <th scope="row">{formatNumber(fit.dc.peakKw)} kW DC, its fastest</th>
              <td>{km(fit.dc.kmIn30Min, 'km in 30 minutes')}</td>
            </tr>
          )}
          <tr>
            <th scope="row">10 to 80%</th>
            {/* biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML */}
            <td>
                {fit.tenToEightyMinutes === null ? <span className="muted">{NOT_CONFIRMED}</span> : formatMinutes(fit.tenToEightyMinutes)} on{' '}
                {fit.tenToEightyOn === 'DC' ? 'DC' : acKw === null ? 'its AC charger' : `its ${formatNumber(acKw)} kW AC charger`}
              </td>
          </tr>
          <tr>
            <th scope="row">Connector</th>
            <td>{fit.connector}</td>
          </tr>
        </tbody>
      </TableRegion>
      <h3>Charging at home</h3>
      {/* biome-ignore format: reflowing this text would move where React splits it into text nodes, and so the HTML */}
      <p>
        {slow.kmPerHour === null ? (
          `Its onboard AC charger's power is not confirmed yet, so how fast it charges at home is not worked out here; ask the dealer before you buy a wall box.`
        ) : (
          <HomeAdvice dailyKm={dailyKm} slow={{ ...slow, kmPerHour: slow.kmPerHour }} fast={fast} />
        )}
        {fit.dc
          ? fit.dc.kmIn30Min === null
            ? ` It takes DC fast charging at up to ${formatNumber(fit.dc.peakKw)} kW; its charging time is not confirmed yet.`
            : ` On a highway, half an hour at a ${formatNumber(fit.dc.peakKw)} kW fast charger adds about ${formatNumber(fit.dc.kmIn30Min)} km.`
          : ' It has no DC fast charging: plan long trips around AC charging stops of several hours.'}
        {' '}Have an electrician check the socket's earthing and wiring before the first charge.
      </p>
    </section>
  );
}

type HomeRow = ReturnType<typeof chargingFit>['home'][number];

/** How long a day's distance takes on the slowest home charger, and what the fastest adds. */
function HomeAdvice({ dailyKm, slow, fast }: { dailyKm: number; slow: HomeRow & { kmPerHour: number }; fast: HomeRow }) {
  const nightHours = Math.ceil(dailyKm / slow.kmPerHour);
  return (
    <>
      A {formatNumber(dailyKm)} km day takes about {nightHours} hour{nightHours === 1 ? '' : 's'} on a {formatNumber(slow.chargerKw)} kW
      charger from a 15 A socket, so an overnight charge covers it
      {fast.kmPerHour !== null && fast.kmPerHour > slow.kmPerHour
        ? `; a ${formatNumber(fast.chargerKw)} kW wall box adds ${formatNumber(fast.kmPerHour)} km an hour, for long trips or shared parking slots`
        : ''}
      .
    </>
  );
}
