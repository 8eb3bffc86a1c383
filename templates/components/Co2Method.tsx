import { evKgCo2PerKm, gridKgCo2PerWallKwh, petrolKgCo2PerKm, petrolKgCo2PerLitre, type Emissions } from '../../src/domain/emissions.ts';
import { formatNumber } from '../../src/domain/format.ts';
import { fill, useText } from '../i18n/context.ts';
import { fillNodes, SourceRef, Verified } from './Verified.tsx';

/** kg to three decimals (0.712 kg, 2.95 kg): the constants are given so. */
const kg = (value: number) => `${(Math.round(value * 1000) / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} kg`;
/** A km's CO2, in grams: 145 g reads more plainly than 0.145 kg. */
const grams = (kgValue: number) => `${formatNumber(Math.round(kgValue * 1000))} g`;

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
  const text = useText();
  const words = text.situation;
  const { gridKgCo2PerKwh: grid, gridLossPercent: loss, petrolKgCo2PerLitre: burnt, petrolUpstreamKgCo2PerLitre: upstream } = emissions;
  const generic = emissions.genericEv;
  const ev = car ?? { name: generic.name, wallKwhPerKm: generic.wallKwhPerKm };
  return (
    <details className="co2-method">
      <summary>
        {fill(words.co2Summary, {
          ev: grams(evKgCo2PerKm(ev.wallKwhPerKm, emissions)),
          petrol: grams(petrolKgCo2PerKm(mileageKmpl, emissions)),
        })}
      </summary>
      <ul>
        <li>
          {fillNodes(words.co2Electric, {
            who: car ? fill(words.co2TheCar, { car: car.name }) : generic.name,
            kwh: ev.wallKwhPerKm.toLocaleString('en-IN', { maximumFractionDigits: 3 }),
            how: car ? (
              ` ${words.co2FromRange}`
            ) : (
              <>
                {' ('}
                <SourceRef source={generic.source} />)
              </>
            ),
            kg: kg(gridKgCo2PerWallKwh(emissions)),
            grid: kg(grid.value),
            gridSource: <Verified asOf={grid.asOf} source={grid.source} />,
            loss: formatNumber(loss.value),
            lossSource: <Verified asOf={loss.asOf} source={loss.source} />,
          })}
        </li>
        <li>
          {fillNodes(words.co2Petrol, {
            perLitre: kg(petrolKgCo2PerLitre(emissions)),
            kmpl: formatNumber(mileageKmpl),
            burnt: kg(burnt.value),
            burntSource: <SourceRef source={burnt.source} />,
            upstream: kg(upstream.value),
            upstreamSource: <SourceRef source={upstream.source} />,
          })}
        </li>
        <li>{words.co2NotCounted}</li>
      </ul>
    </details>
  );
}
