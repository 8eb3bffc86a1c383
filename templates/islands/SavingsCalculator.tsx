import { type ReactNode, useEffect, useState } from 'react';
import type { Calculators } from '../../src/schema/index.ts';
import { savings, savingsSliders, type SavingsInputs, type SavingsResult } from '../../src/domain/calculators.ts';
import type { Emissions } from '../../src/domain/emissions.ts';
import { formatNumber, formatRupees } from '../../src/domain/format.ts';
import { findSavingsCar, presetMileage, type SavingsCar } from '../../src/domain/savings-car.ts';
import { co2Change } from '../components/co2-change.ts';
import { Co2Method } from '../components/Co2Method.tsx';
import { Icon } from '../components/Icon.tsx';
import { LabelledValue } from '../components/LabelledValue.tsx';
import { SliderField } from '../components/SliderField.tsx';
import { Verified } from '../components/Verified.tsx';
import { showKm, showMileage, showTariff, useSliders } from './use-sliders.ts';
import { fill, useHref, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { fillNodes } from '../components/Verified.tsx';

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
function whereCharged({ homeSharePercent: home, electricityPrice, publicChargingPrice }: SavingsInputs, text: Text['calculators']): string {
  const prices = { home: rupees(electricityPrice), public: rupees(publicChargingPrice) };
  if (home >= 100) return fill(text.chargedAllAtHome, prices);
  if (home <= 0) return fill(text.chargedAllInPublic, prices);
  return fill(text.chargedMix, { ...prices, homeShare: home, publicShare: 100 - home });
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
  const t = useText().calculators;
  return (
    <p className="calculator__note">
      {fill(t.chargingMix, {
        perKwh: perKwh.toFixed(2),
        where: whereCharged(inputs, t),
        publicPrice: formatNumber(publicCharging.dcPerKwh),
      })}{' '}
      <Verified asOf={publicCharging.asOf} source={publicCharging.source} />
    </p>
  );
}

/** A car's energy a km, in words. */
const kwh = (value: number, text: Text['calculators']) => fill(text.kwhPerKm, { kwh: value.toFixed(3) });

/** Which car the figures are for, and which petrol car at what mileage they are against. */
function CarNote({ chosen: { entry, preset }, mileage }: { chosen: ChosenCar; mileage: number }) {
  const to = useHref();
  const t = useText().calculators;
  const { petrol } = entry;
  let against: string;
  if (!petrol) against = fill(t.againstNoPetrol, { mileage });
  else if (mileage !== preset?.mileage) against = fill(t.againstOwnMileage, { mileage, petrol: petrol.name, claim: petrol.mileageKmpl });
  else if (preset.clamped) against = fill(t.againstSliderLimit, { mileage, petrol: petrol.name, claim: petrol.mileageKmpl });
  else against = fill(t.againstClaimed, { mileage, petrol: petrol.name });
  return (
    <p className="calculator__car">
      {fillNodes(t.carNote, { car: <strong>{entry.name}</strong>, kwh: kwh(entry.kwhPerKm, t), against })}{' '}
      <a href={to('/calculator')}>{t.useTypicalEv}</a>
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
  const { calculators: t, situation } = useText();
  return (
    <div className="calculator__results" aria-live="polite">
      <Heading className="calculator__title">{t.yourSavings}</Heading>
      {car}
      <dl className="result-cards">
        <LabelledValue label={t.yearlyDistance}>{formatNumber(result.yearlyKm)} km</LabelledValue>
        <LabelledValue label={t.petrolCostYear}>{formatRupees(result.petrolCost)}</LabelledValue>
        <LabelledValue label={t.electricityCostYear}>{formatRupees(result.electricityCost)}</LabelledValue>
        <LabelledValue label={t.fuelSavingsYear}>{formatRupees(result.fuelSavings)}</LabelledValue>
        <LabelledValue label={t.maintenanceSavingsYear}>{formatRupees(result.maintenanceSavings)}</LabelledValue>
        <LabelledValue label={t.totalSavingsYear} className="result-cards__total">
          {formatRupees(result.totalAnnual)}
        </LabelledValue>
      </dl>
      {children}
      <dl className="result-highlights">
        <LabelledValue label={t.monthlySavings}>{formatRupees(result.monthly)}</LabelledValue>
        <LabelledValue label={fill(t.yearsSavings, { years: result.projectionYears })}>{formatRupees(result.projection)}</LabelledValue>
      </dl>
      <dl className="summary-tiles">
        <LabelledValue label={t.lowerFuelCost}>{result.fuelReductionPercent}%</LabelledValue>
        <LabelledValue label={t.co2AgainstPetrol}>{co2Change(result.co2Tonnes, 'tonnes', situation)}</LabelledValue>
        <LabelledValue label={t.petrolSavedYear}>{fill(t.litres, { litres: formatNumber(result.litresSaved) })}</LabelledValue>
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
  const t = useText().calculators;
  const saves = { monthly: formatRupees(monthly) };
  return (
    <section className="switch-cta" aria-labelledby="switch-cta-title">
      <Heading id="switch-cta-title">{t.switchTitle}</Heading>
      <p>{carName ? fill(t.switchCarSaves, { ...saves, car: carName }) : fill(t.switchEvSaves, saves)}</p>
      <p className="switch-cta__actions">
        <a className="button button--primary" href={to('/cars')}>
          {t.exploreCars} <Icon name="arrowRight" size={18} />
        </a>
        <button
          type="button"
          className="button button--ghost needs-script"
          onClick={() =>
            window.alert(
              loans ? fill(t.loanQuoteTerms, { rate: loans.rateFrom, months: loans.maxTenureMonths, phone }) : fill(t.loanQuote, { phone }),
            )
          }
        >
          {t.getLoanQuote}
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
  const t = useText().calculators;
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
  const service = {
    evService: formatRupees(constants.maintenancePerYear.ev),
    petrolService: formatRupees(constants.maintenancePerYear.petrol),
  };

  return (
    <div className="calculator">
      <div className="calculator__inputs">
        <Heading className="calculator__title">{t.yourDriving}</Heading>
        <SliderField label={t.dailyKm} {...field('dailyKm')} format={showKm} />
        <SliderField label={t.homeElectricityPrice} {...field('electricityPrice')} format={showTariff} />
        <SliderField label={t.chargedAtHome} {...field('homeSharePercent')} format={percent} />
        <SliderField label={t.publicChargingPrice} {...field('publicChargingPrice')} format={showTariff} />
        <SliderField label={t.petrolPrice} {...field('petrolPrice')} format={rupees} />
        <SliderField label={t.petrolMileage} {...field('mileage')} format={showMileage} />
        <p className="calculator__note">
          {chosen
            ? fill(t.assumesCar, { car: chosen.entry.name, kwh: kwh(chosen.entry.kwhPerKm, t), ...service })
            : fill(t.assumesTypicalEv, {
                kwhPerKm: constants.kwhPerKm,
                ev: emissions.genericEv.name,
                wallKwh: emissions.genericEv.wallKwhPerKm,
                ...service,
              })}
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
