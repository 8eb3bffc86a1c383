import {
  evKgCo2PerKm,
  formatNumber,
  gridKgCo2PerWallKwh,
  petrolKgCo2PerKm,
  petrolKgCo2PerLitre,
  type Emissions,
} from '../../src/domain/index.ts';
import { Verified } from './Verified.tsx';

/** kg to three decimals (0.712 kg, 2.95 kg): the constants are given so. */
const kg = (value: number) => `${(Math.round(value * 1000) / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} kg`;
/** A km's CO2, in grams: 145 g reads more plainly than 0.145 kg. */
const grams = (kgValue: number) => `${formatNumber(Math.round(kgValue * 1000))} g`;

/** A source that is not dated (chemistry): linked by its host when it is a web address. */
function Source({ source }: { source: string }) {
  const host = /^https?:\/\/([^/?#\s]+)/i.exec(source)?.[1]?.replace(/^www\./, '');
  return host ? (
    <a href={source} rel="external noopener">
      {host}
    </a>
  ) : (
    <span>{source}</span>
  );
}

/**
 * How a CO2 comparison is worked out, next to its result: both cars well to wheel, the electric car (a chosen car's
 * own figure, or the generic one) at its energy a km, the petrol car at its mileage, and each constant with its date
 * and source.
 */
export function Co2Method({
  emissions,
  car,
  mileageKmpl,
}: {
  emissions: Emissions;
  /** The electric car the figure is for; absent: the generic one of the emissions model. */
  car?: { name: string; wallKwhPerKm: number } | undefined;
  mileageKmpl: number;
}) {
  const { gridKgCo2PerKwh: grid, gridLossPercent: loss, petrolKgCo2PerLitre: burnt, petrolUpstreamKgCo2PerLitre: upstream } = emissions;
  const generic = emissions.genericEv;
  const ev = car ?? { name: generic.name, wallKwhPerKm: generic.wallKwhPerKm };
  return (
    <details className="co2-method">
      <summary>
        CO₂ counted well to wheel for both cars: {grams(evKgCo2PerKm(ev.wallKwhPerKm, emissions))} a km electric,{' '}
        {grams(petrolKgCo2PerKm(mileageKmpl, emissions))} a km on petrol
      </summary>
      <ul>
        <li>
          Electric: {car ? `the ${car.name}` : generic.name} draws {ev.wallKwhPerKm.toLocaleString('en-IN', { maximumFractionDigits: 3 })}{' '}
          kWh a km from the wall
          {car ? ' (from its real-world range and charging losses)' : ''}
          {car ? null : (
            <>
              {' '}
              (<Source source={generic.source} />)
            </>
          )}
          . Each kWh at the wall costs {kg(gridKgCo2PerWallKwh(emissions))} of CO₂: India's grid emits {kg(grid.value)} a kWh generated (
          <Verified asOf={grid.asOf} source={grid.source} />
          ), and {formatNumber(loss.value)}% of what is generated is lost in transmission and distribution (
          <Verified asOf={loss.asOf} source={loss.source} />
          ).
        </li>
        <li>
          Petrol: {kg(petrolKgCo2PerLitre(emissions))} a litre, at {formatNumber(mileageKmpl)} km a litre. Burning a litre emits{' '}
          {kg(burnt.value)} (
          <Source source={burnt.source} />
          ), and producing, refining and delivering it {kg(upstream.value)} more (<Source source={upstream.source} />
          ).
        </li>
        <li>
          Building either car, and its battery, is not counted; nor is a home with its own solar power, which makes the electric car
          cleaner.
        </li>
      </ul>
    </details>
  );
}
