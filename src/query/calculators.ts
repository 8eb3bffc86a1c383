import type { Calculators, Slider } from '../schema/index.ts';

/** Puts a value on a slider: clamped to its bounds and snapped to the nearest step from its minimum. */
export function snapToStep(value: number, slider: Pick<Slider, 'min' | 'max' | 'step'>): number {
  if (!Number.isFinite(value)) return slider.min;
  const clamped = Math.min(slider.max, Math.max(slider.min, value));
  const steps = Math.round((clamped - slider.min) / slider.step);
  // Round away binary noise (0.1 + 0.2) at the step's own precision.
  const decimals = (String(slider.step).split('.')[1] ?? '').length;
  return Math.min(slider.max, Number((slider.min + steps * slider.step).toFixed(decimals)));
}

/** The savings calculator's inputs (SPEC.md section 9). */
export interface SavingsInputs {
  dailyKm: number;
  /** Rupees per kWh. */
  electricityPrice: number;
  /** Rupees per litre. */
  petrolPrice: number;
  /** km per litre. */
  mileage: number;
}

/** What switching saves, a year unless named otherwise; rupees, km, litres and tonnes. */
export interface SavingsResult {
  yearlyKm: number;
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
  /** Rounded. */
  co2Tonnes: number;
  /** Rounded. */
  litresSaved: number;
}

/** The defaults of a calculator's sliders. */
export function sliderDefaults<K extends string>(sliders: Record<K, Slider>): Record<K, number> {
  return Object.fromEntries(Object.entries<Slider>(sliders).map(([key, slider]) => [key, slider.default])) as Record<K, number>;
}

/** SPEC.md section 9's savings formulas. */
export function savings(inputs: SavingsInputs, constants: Calculators['savings']): SavingsResult {
  const yearlyKm = inputs.dailyKm * 365;
  const electricityCost = yearlyKm * constants.kwhPerKm * inputs.electricityPrice;
  const litres = yearlyKm / inputs.mileage;
  const petrolCost = litres * inputs.petrolPrice;
  const fuelSavings = petrolCost - electricityCost;
  const maintenanceSavings = constants.maintenancePerYear.petrol - constants.maintenancePerYear.ev;
  const totalAnnual = fuelSavings + maintenanceSavings;
  return {
    yearlyKm,
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
    co2Tonnes: Math.round(yearlyKm * constants.co2TonnesPerKm),
    litresSaved: Math.round(litres),
  };
}

/** The environmental calculator's inputs. */
export interface EnvironmentalInputs {
  annualKm: number;
  mileage: number;
  electricityPrice: number;
}

/** SPEC.md section 9's environmental formulas, plus the petrol the mileage slider implies (DESIGN.md decision 12). */
export function environmental(inputs: EnvironmentalInputs, constants: Calculators['environmental']) {
  const co2Kg = Math.round((constants.petrolCo2KgPerKm - constants.evCo2KgPerKm) * inputs.annualKm);
  return {
    co2Kg,
    trees: Math.round(co2Kg / constants.co2KgPerTree),
    costSaved: Math.round((constants.petrolCostPerKm - inputs.electricityPrice / constants.evKmPerKwh) * inputs.annualKm),
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

/** The best terms the lenders offer: the lowest rate any starts from, and the longest tenure any gives. */
export function bestLoanTerms(lenders: readonly { rate: { from: number }; maxTenureMonths: number }[]): { rateFrom: number; maxTenureMonths: number } {
  return { rateFrom: Math.min(...lenders.map((lender) => lender.rate.from)), maxTenureMonths: Math.max(...lenders.map((lender) => lender.maxTenureMonths)) };
}
