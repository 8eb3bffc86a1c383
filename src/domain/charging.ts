import type { Calculators, Car } from '../schema/index.ts';
import { kwhPerKm } from './range.ts';
import { wordTable, wordsIn } from './words.ts';

/** The connectors a car charges through, as a page names them. */
export const connectors = /* @__PURE__ */ wordTable('charging', { dc: 'CCS2 (Type 2 for AC)', ac: 'Type 2, AC only' });

/** What charging means for one car: km added at home and on a fast charger, and the time from 10 to 80%. */
export interface ChargingFit {
  /** At each home charger power: the power the car can take from it and the km an hour adds (null: its charger is not confirmed). */
  home: { chargerKw: number; drawnKw: number | null; kmPerHour: number | null }[];
  /** On its fastest DC rate, if it has a DC port: km added in 30 minutes (null: its charging time is not confirmed). */
  dc?: { peakKw: number; kmIn30Min: number | null };
  /** 10 to 80%, in minutes: on DC where it has a port, else on its own AC charger; null when the time is not confirmed. */
  tenToEightyMinutes: number | null;
  tenToEightyOn: 'DC' | 'AC';
  connector: string;
}

type Model = Pick<Calculators['ownership'], 'chargingEfficiency' | 'homeChargerKw' | 'realRange'>;

/**
 * Charging, from the car's data and the stated model: an AC charger delivers the lower of its power and the car's
 * onboard charger's, less the conversion loss (chargingEfficiency); half an hour of DC adds what the car's quoted
 * session adds on average in that time (capped at the 70% of the pack between 10 and 80%). Times scale the car's quoted charge
 * (say 20-80% in 40 minutes) to the 70 points from 10 to 80% at the same average rate.
 */
export function chargingFit(car: Pick<Car, 'range' | 'battery' | 'charging'>, model: Model): ChargingFit {
  const perKm = kwhPerKm(car, model.realRange);
  const { ac, dc } = car.charging;
  const home = model.homeChargerKw.map((chargerKw) => {
    if (ac.kw === null) return { chargerKw, drawnKw: null, kmPerHour: null };
    const drawnKw = Math.min(chargerKw, ac.kw);
    return { chargerKw, drawnKw, kmPerHour: Math.round((drawnKw * model.chargingEfficiency) / perKm) };
  });
  const scaleTo70 = (minutes: number | null, from: number, to: number) =>
    minutes === null ? null : Math.round((minutes * 70) / (to - from));
  if (dc) {
    // Half an hour at the average rate of the quoted session (a car holds its peak only briefly), within 10-80%.
    const kmIn30Min = (minutes: number) => {
      const averageKw = (car.battery.capacityKwh * (dc.toPercent - dc.fromPercent)) / 100 / (minutes / 60);
      return Math.round(Math.min(averageKw * 0.5, car.battery.capacityKwh * 0.7) / perKm);
    };
    return {
      home,
      dc: { peakKw: dc.kw, kmIn30Min: dc.minutes === null ? null : kmIn30Min(dc.minutes) },
      tenToEightyMinutes: scaleTo70(dc.minutes, dc.fromPercent, dc.toPercent),
      tenToEightyOn: 'DC',
      connector: wordsIn(connectors).dc,
    };
  }
  const acMinutes = ac.hours === null ? null : ac.hours * 60;
  return {
    home,
    tenToEightyMinutes: scaleTo70(acMinutes, ac.fromPercent, ac.toPercent),
    tenToEightyOn: 'AC',
    connector: wordsIn(connectors).ac,
  };
}
