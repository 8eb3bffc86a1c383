import type { Calculators, Slider } from '../schema/index.ts';
import { co2SavedKg, type Emissions } from './emissions.ts';
import { mixPerKwh, type ChargingMix } from './running.ts';

/** Puts a value on a slider: clamped to its bounds and snapped to the nearest step from its minimum. */
export function snapToStep(value: number, slider: Pick<Slider, 'min' | 'max' | 'step'>): number {
  if (!Number.isFinite(value)) return slider.min;
  const clamped = Math.min(slider.max, Math.max(slider.min, value));
  const steps = Math.round((clamped - slider.min) / slider.step);
  // Round away binary noise (0.1 + 0.2) at the step's own precision.
  const decimals = (String(slider.step).split('.')[1] ?? '').length;
  return Math.min(slider.max, Number((slider.min + steps * slider.step).toFixed(decimals)));
}

/** The savings calculator's inputs: its six sliders. */
export interface SavingsInputs {
  dailyKm: number;
  /** Rupees per kWh at home. */
  electricityPrice: number;
  /** Rupees per litre. */
  petrolPrice: number;
  /** km per litre. */
  mileage: number;
  /** Percent of the charging done at home, 0 to 100; the rest at public DC chargers. */
  homeSharePercent: number;
  /** Rupees per kWh at a public DC charger. */
  publicChargingPrice: number;
}

/** The savings calculator's sliders as a charging mix (src/domain/running.ts), the one model of where a kWh comes from. */
const savingsMix = (inputs: Pick<SavingsInputs, 'homeSharePercent' | 'electricityPrice' | 'publicChargingPrice'>): ChargingMix => ({
  homeShare: inputs.homeSharePercent / 100,
  homePerKwh: inputs.electricityPrice,
  publicPerKwh: inputs.publicChargingPrice,
});

/** What switching saves, a year unless named otherwise; rupees, km, litres and tonnes. */
export interface SavingsResult {
  yearlyKm: number;
  /** The average price of a kWh, rupees: home and public prices weighted by where the car is charged. */
  perKwh: number;
  electricityCost: number;
  petrolCost: number;
  litres: number;
  fuelSavings: number;
  maintenanceSavings: number;
  totalAnnual: number;
  /** Rounded to the rupee. */
  monthly: number;
  projection: number;
  projectionYears: number;
  /** Fuel savings as a share of the petrol bill, rounded percent. */
  fuelReductionPercent: number;
  /** CO2 the year's driving saves against the petrol car, tonnes to one decimal; negative when it adds. */
  co2Tonnes: number;
  /** Rounded. */
  litresSaved: number;
}

/** The defaults of a calculator's sliders. */
export function sliderDefaults<K extends string>(sliders: Record<K, Slider>): Record<K, number> {
  return Object.fromEntries(Object.entries<Slider>(sliders).map(([key, slider]) => [key, slider.default])) as Record<K, number>;
}

/** The savings calculator's six sliders, picked from its constants (the rest are fixed figures, not sliders). */
export function savingsSliders(savings: Calculators['savings']): Record<keyof SavingsInputs, Slider> {
  const { dailyKm, electricityPrice, petrolPrice, mileage, homeSharePercent, publicChargingPrice } = savings;
  return { dailyKm, electricityPrice, petrolPrice, mileage, homeSharePercent, publicChargingPrice };
}

/**
 * The savings calculator's money formulas, and CO2 from the one emissions model against the same petrol car. With
 * `carKwhPerKm`, a chosen car's energy from the wall a km, both are that car's. Without one, the money is worked out
 * at the calculator's fixed allowance (`savings.kwhPerKm`) and CO2 for the generic EV of the emissions model.
 */
export function savings(
  inputs: SavingsInputs,
  constants: Calculators['savings'],
  emissions: Emissions,
  carKwhPerKm?: number,
): SavingsResult {
  const yearlyKm = inputs.dailyKm * 365;
  const perKwh = mixPerKwh(savingsMix(inputs));
  const electricityCost = yearlyKm * (carKwhPerKm ?? constants.kwhPerKm) * perKwh;
  const litres = yearlyKm / inputs.mileage;
  const petrolCost = litres * inputs.petrolPrice;
  const fuelSavings = petrolCost - electricityCost;
  const maintenanceSavings = constants.maintenancePerYear.petrol - constants.maintenancePerYear.ev;
  const totalAnnual = fuelSavings + maintenanceSavings;
  return {
    yearlyKm,
    perKwh,
    electricityCost,
    petrolCost,
    litres,
    fuelSavings,
    maintenanceSavings,
    totalAnnual,
    monthly: Math.round(totalAnnual / 12),
    projection: totalAnnual * constants.projectionYears,
    projectionYears: constants.projectionYears,
    fuelReductionPercent: petrolCost > 0 ? Math.round((fuelSavings / petrolCost) * 100) : 0,
    co2Tonnes: Math.round(co2SavedKg(yearlyKm, inputs.mileage, emissions, carKwhPerKm) / 100) / 10,
    litresSaved: Math.round(litres),
  };
}

/** The environmental calculator's inputs. */
export interface EnvironmentalInputs {
  annualKm: number;
  mileage: number;
  electricityPrice: number;
}

/** What the environmental calculator reads besides its sliders: the savings calculator's allowance and petrol price. */
export interface EnvironmentalModel {
  /** The energy a km the running cost is worked out at, kWh (savings.kwhPerKm, as in the savings calculator). */
  kwhPerKm: number;
  /** Rupees a litre: the savings calculator's default petrol price. */
  petrolPrice: number;
  co2KgPerTree: number;
  emissions: Emissions;
}

/** The environmental calculator's model, from calculators.yaml: the same cars and constants as the savings calculator. */
export const environmentalModel = (calculators: Pick<Calculators, 'savings' | 'environmental' | 'emissions'>): EnvironmentalModel => ({
  kwhPerKm: calculators.savings.kwhPerKm,
  petrolPrice: calculators.savings.petrolPrice.default,
  co2KgPerTree: calculators.environmental.co2KgPerTree,
  emissions: calculators.emissions,
});

/**
 * A year of driving electric instead of the petrol car of the mileage slider: CO2 from the one emissions model for
 * its generic EV (and the trees that would absorb it, when it is a saving), the running cost saved at the
 * electricity price slider, as the savings calculator works it out, and the petrol not burnt.
 */
export function environmental(inputs: EnvironmentalInputs, model: EnvironmentalModel) {
  const co2Kg = Math.round(co2SavedKg(inputs.annualKm, inputs.mileage, model.emissions));
  return {
    co2Kg,
    trees: co2Kg > 0 ? Math.round(co2Kg / model.co2KgPerTree) : 0,
    costSaved: Math.round((model.petrolPrice / inputs.mileage - inputs.electricityPrice * model.kwhPerKm) * inputs.annualKm),
    litresAvoided: Math.round(inputs.annualKm / inputs.mileage),
  };
}

/** The monthly instalment of a loan on the usual reducing balance: P·r·(1+r)^n / ((1+r)^n − 1). */
export function emi(principal: number, annualRatePercent: number, months: number) {
  const r = annualRatePercent / 12 / 100;
  const monthly = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const total = monthly * months;
  return { monthly: Math.round(monthly), totalInterest: Math.round(total - principal), total: Math.round(total) };
}

type LenderTerms = { rate: { from: number }; maxTenureMonths: number };

/** The best terms the lenders offer: the lowest rate any starts from, and the longest tenure any gives. */
export function bestLoanTerms(lenders: readonly LenderTerms[]): {
  rateFrom: number;
  maxTenureMonths: number;
} {
  return {
    rateFrom: Math.min(...lenders.map((lender) => lender.rate.from)),
    maxTenureMonths: Math.max(...lenders.map((lender) => lender.maxTenureMonths)),
  };
}

/**
 * The loan calculator's sliders, its tenure reaching the longest any listed lender gives (on the slider's steps):
 * a page that lists a 96-month loan lets the visitor work one out.
 */
export function loanSliders<S extends { tenureMonths: Slider }>(sliders: S, lenders: readonly LenderTerms[]): S {
  const { tenureMonths: tenure } = sliders;
  const longest = lenders.length > 0 ? bestLoanTerms(lenders).maxTenureMonths : 0;
  if (longest <= tenure.max) return sliders;
  const max = tenure.min + Math.ceil((longest - tenure.min) / tenure.step) * tenure.step;
  return { ...sliders, tenureMonths: { ...tenure, max } };
}
