import { type ReactNode, useEffect, useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import {
  findSavingsCar,
  formatNumber,
  formatRupees,
  presetMileage,
  savings,
  savingsSliders,
  type Emissions,
  type SavingsCar,
  type SavingsInputs,
  type SavingsResult,
} from '../../src/domain/index.ts';
import { co2Change } from '../components/co2-change.ts';
import { Co2Method } from '../components/Co2Method.tsx';
import { Icon } from '../components/Icon.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { Verified } from '../components/Verified.tsx';
import { showKm, showMileage, showTariff, useSliders } from './use-sliders.ts';
import { useHref } from '../i18n/context.ts';

export interface SavingsCalculatorProps {
  constants: Calculators['savings'];
  /** The CO2 model, for the CO2 tile. */
  emissions: Emissions;
  /** The dated public DC price the public-charging slider starts at, shown with its date and source. */
  publicCharging: Calculators['publicCharging'];
  /** On /calculator: the 'Ready to Make the Switch?' area with its two actions. */
  withCallToAction?: boolean;
  /** The phone number the loan-quote message gives. */
  phone: string;
  /** The lenders' best terms, which the loan-quote message quotes (with the call to action). */
  loans?: { rateFrom: number; maxTenureMonths: number };
  headingLevel?: 2 | 3;
  /** On /calculator: the cars `?car=id:variant` may preset it with (a car page's Calculate Savings). */
  cars?: readonly SavingsCar[];
}

/** The car a car page sent, and where the mileage slider started for its petrol alternative (null without one). */
type ChosenCar = { entry: SavingsCar; preset: { mileage: number; clamped: boolean } | null };

const rupees = (value: number) => `₹${formatNumber(value)}`;
const percent = (value: number) => `${value}%`;

/** Where the home and public shares of the charging are, at their prices, in words. */
function whereCharged({ homeSharePercent: home, electricityPrice, publicChargingPrice }: SavingsInputs): string {
  const atHome = `at home at ${rupees(electricityPrice)}`;
  const inPublic = `at public chargers at ${rupees(publicChargingPrice)}`;
  if (home >= 100) return `all ${atHome}`;
  if (home <= 0) return `all ${inPublic}`;
  return `${home}% ${atHome}, ${100 - home}% ${inPublic}`;
}

/**
 * The price of a kWh the electricity cost is worked out at, and where it comes from, so a buyer without a home
 * charger sees that the figure is theirs; the public price the slider starts at, with its date and source.
 */
function ChargingMixNote({
  inputs,
  perKwh,
  publicCharging,
}: {
  inputs: SavingsInputs;
  perKwh: number;
  publicCharging: SavingsCalculatorProps['publicCharging'];
}) {
  return (
    <p className="calculator__note">
      Electricity at an average of ₹{perKwh.toFixed(2)} a kWh: {whereCharged(inputs)}. Public fast chargers charge about ₹
      {formatNumber(publicCharging.dcPerKwh)} a kWh, GST included, the price the public slider starts at:{' '}
      <Verified asOf={publicCharging.asOf} source={publicCharging.source} />
    </p>
  );
}

const kwh = (value: number) => `${value.toFixed(3)} kWh a km`;

/** Which car the figures are for, and which petrol car at what mileage they are against. */
function CarNote({ chosen: { entry, preset }, mileage }: { chosen: ChosenCar; mileage: number }) {
  const to = useHref();
  const { petrol } = entry;
  let against: ReactNode;
  if (!petrol) against = <>against a petrol car at {mileage} km/l: no petrol car to compare it with is confirmed yet.</>;
  else if (mileage !== preset?.mileage)
    against = (
      <>
        against a petrol car at {mileage} km/l (the {petrol.name} claims {petrol.mileageKmpl} km/l).
      </>
    );
  else if (preset.clamped)
    against = (
      <>
        against the {petrol.name} at {mileage} km/l, the slider's limit: it claims {petrol.mileageKmpl} km/l.
      </>
    );
  else
    against = (
      <>
        against the {petrol.name} at {mileage} km/l, its claimed mileage.
      </>
    );
  return (
    <p className="calculator__car">
      Figures for the <strong>{entry.name}</strong> ({kwh(entry.kwhPerKm)} from the wall), {against}{' '}
      <a href={to('/calculator')}>Use a typical EV instead</a>
    </p>
  );
}

/** The yearly costs and savings, the monthly and longer-term figures, and three summary tiles. */
function SavingsResults({
  result,
  Heading,
  car,
  co2,
  children,
}: {
  result: SavingsResult;
  Heading: 'h2' | 'h3';
  /** Which car the figures are for, when a car page chose one. */
  car: ReactNode;
  /** How the CO2 tile is worked out, under the tiles. */
  co2: ReactNode;
  /** What the electricity cost is worked out at, under the yearly figures. */
  children: ReactNode;
}) {
  return (
    <div className="calculator__results" aria-live="polite">
      <Heading className="calculator__title">Your savings</Heading>
      {car}
      <dl className="result-cards">
        <LabelledValue label="Yearly distance">{formatNumber(result.yearlyKm)} km</LabelledValue>
        <LabelledValue label="Petrol cost a year">{formatRupees(result.petrolCost)}</LabelledValue>
        <LabelledValue label="Electricity cost a year">{formatRupees(result.electricityCost)}</LabelledValue>
        <LabelledValue label="Fuel savings a year">{formatRupees(result.fuelSavings)}</LabelledValue>
        <LabelledValue label="Maintenance savings a year">{formatRupees(result.maintenanceSavings)}</LabelledValue>
        <LabelledValue label="Total savings a year" className="result-cards__total">
          {formatRupees(result.totalAnnual)}
        </LabelledValue>
      </dl>
      {children}
      <dl className="result-highlights">
        <LabelledValue label="Monthly savings">{formatRupees(result.monthly)}</LabelledValue>
        <LabelledValue label={<>{result.projectionYears}-year savings</>}>{formatRupees(result.projection)}</LabelledValue>
      </dl>
      <dl className="summary-tiles">
        <LabelledValue label="Lower fuel cost">{result.fuelReductionPercent}%</LabelledValue>
        <LabelledValue label="CO₂ a year, against petrol">{co2Change(result.co2Tonnes, 'tonnes')}</LabelledValue>
        <LabelledValue label="Petrol saved a year">{formatNumber(result.litresSaved)} litres</LabelledValue>
      </dl>
      {co2}
    </div>
  );
}

/** /calculator's close: what the visitor would save a month, and the way to a car and to a loan quote. */
function SwitchCallToAction({
  monthly,
  carName,
  phone,
  loans,
  Heading,
}: Pick<SavingsCalculatorProps, 'phone' | 'loans'> & { monthly: number; carName: string | undefined; Heading: 'h3' | 'h4' }) {
  const to = useHref();
  return (
    <section className="switch-cta" aria-labelledby="switch-cta-title">
      <Heading id="switch-cta-title">Ready to Make the Switch?</Heading>
      <p>
        At your figures {carName ? `the ${carName}` : 'an EV'} would save you about {formatRupees(monthly)} a month. Find one that fits,
        then see what the loan would cost.
      </p>
      <p className="switch-cta__actions">
        <a className="button button--primary" href={to('/cars')}>
          Explore Electric Cars <Icon name="arrowRight" size={18} />
        </a>
        <button
          type="button"
          className="button button--ghost needs-script"
          onClick={() =>
            window.alert(
              `Our partner banks offer EV loans${loans ? ` from ${loans.rateFrom}% a year with tenures up to ${loans.maxTenureMonths} months` : ''}. Call ${phone} for a quote.`,
            )
          }
        >
          Get EV Loan Quote
        </button>
      </p>
    </section>
  );
}

/**
 * What an EV saves over a petrol car: six sliders (defaults, bounds and steps from calculators.yaml), the yearly
 * costs and savings at the charging mix's average price of a kWh, monthly and 5-year figures, and three summary
 * tiles, all from src/domain's formulas. `?car=id:variant` (with `cars`) sets it to that variant's energy a km and
 * starts the mileage slider at its petrol alternative's claim.
 */
export function SavingsCalculator({
  constants,
  emissions,
  publicCharging,
  withCallToAction = false,
  phone,
  loans,
  headingLevel = 2,
  cars,
}: SavingsCalculatorProps) {
  const { mileage } = constants;
  const { values, field, set } = useSliders(savingsSliders(constants));
  const [chosen, setChosen] = useState<ChosenCar | null>(null);

  // The address is known only in the browser: the page is built once for every car.
  useEffect(() => {
    if (!cars) return;
    const entry = findSavingsCar(cars, new URLSearchParams(window.location.search).get('car'));
    if (!entry) return;
    const preset = entry.petrol ? presetMileage(entry.petrol.mileageKmpl, mileage) : null;
    // The claim as it is (17.01), not snapped to the slider's step: the figures are for that car. The thumb sits at
    // the nearest step; the slider's shown value and its aria-valuetext say the claim.
    if (preset) set('mileage', preset.mileage);
    setChosen({ entry, preset });
  }, [cars, mileage, set]);

  const result = savings(values, constants, emissions, chosen?.entry.kwhPerKm);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="calculator">
      <div className="calculator__inputs">
        <Heading className="calculator__title">Your driving</Heading>
        <SliderField label="Daily km" {...field('dailyKm')} format={showKm} />
        <SliderField label="Home electricity price per unit (₹)" {...field('electricityPrice')} format={showTariff} />
        <SliderField label="Charged at home" {...field('homeSharePercent')} format={percent} />
        <SliderField label="Public fast-charging price per kWh (₹)" {...field('publicChargingPrice')} format={showTariff} />
        <SliderField label="Petrol price per litre (₹)" {...field('petrolPrice')} format={rupees} />
        <SliderField label="Petrol car mileage (km/L)" {...field('mileage')} format={showMileage} />
        <p className="calculator__note">
          {chosen ? (
            <>
              Assumes the {chosen.entry.name} draws {kwh(chosen.entry.kwhPerKm)} from the wall (from its real-world range and charging
              losses, as its page works out)
            </>
          ) : (
            <>
              Running costs assume an EV uses {constants.kwhPerKm} kWh per km, a cautious allowance (CO₂ is for {emissions.genericEv.name},
              measured at {emissions.genericEv.wallKwhPerKm} kWh a km)
            </>
          )}
          , and servicing costs {formatRupees(constants.maintenancePerYear.ev)} a year against{' '}
          {formatRupees(constants.maintenancePerYear.petrol)} for a petrol car.
        </p>
      </div>

      <SavingsResults
        result={result}
        Heading={Heading}
        car={chosen && <CarNote chosen={chosen} mileage={values.mileage} />}
        co2={
          <Co2Method
            emissions={emissions}
            car={chosen ? { name: chosen.entry.name, wallKwhPerKm: chosen.entry.kwhPerKm } : undefined}
            mileageKmpl={values.mileage}
          />
        }
      >
        <ChargingMixNote inputs={values} perKwh={result.perKwh} publicCharging={publicCharging} />
      </SavingsResults>

      {withCallToAction && (
        <SwitchCallToAction
          monthly={result.monthly}
          carName={chosen?.entry.name}
          phone={phone}
          loans={loans}
          Heading={`h${headingLevel + 1}` as 'h3' | 'h4'}
        />
      )}
    </div>
  );
}
