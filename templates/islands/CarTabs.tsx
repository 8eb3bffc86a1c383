import type { ReactNode } from 'react';
import type { Car } from '../../src/schema/index.ts';
import {
  formatAcCharge,
  formatBattery,
  formatFastCharge,
  formatNumber,
  formatPower,
  formatRange,
  formatTestCycle,
} from '../../src/domain/format.ts';
import { langOf } from '../../src/domain/translated.ts';
import { FeatureList } from '../components/FeatureList.tsx';
import { SpecTable, type SpecValue } from '../components/SpecTable.tsx';
import { Tabs, type TabItem } from '../components/Tabs.tsx';
import type { Text } from '../i18n/en.ts';
import { fill, useText } from '../i18n/context.ts';

type Rows = [string, SpecValue][];
type Words = Text['car'];

const mm = (value: number | null) => (value === null ? null : `${formatNumber(value)} mm`);
/** A count shown as a number, "No" for none, or left for SpecTable to say "Not confirmed". */
const countOf = (value: number | null, unit = '') => (value === null ? null : value === 0 ? false : `${value}${unit}`);

/** Text of the car's record in the language `lang` says (langOf): on a Hindi page, marked when it is English. */
const inLang = (value: string | null, lang: 'en' | undefined) => (value !== null && lang ? <span lang={lang}>{value}</span> : value);

const performanceRows = (t: Words, car: Car): Rows => {
  const p = car.performance;
  const lang = langOf(car, 'performance');
  return [
    [t.power, formatPower(car)],
    [t.torque, p.torqueNm === null ? null : `${formatNumber(p.torqueNm)} Nm`],
    ['0-100 km/h', p.zeroToHundredS === null ? null : `${p.zeroToHundredS} s`],
    [t.topSpeed, p.topSpeedKmph === null ? null : `${p.topSpeedKmph} km/h`],
    [t.drive, p.driveType],
    [t.transmission, inLang(p.transmission, lang)],
    [t.motor, inLang(p.motor, lang)],
  ];
};

const batteryRows = (t: Words, car: Car, claimConfirmed: boolean): Rows => {
  const { battery, charging } = car;
  const { warranty } = battery;
  return [
    [t.battery, formatBattery(car)],
    [t.chemistry, battery.chemistry],
    [t.claimedRange, claimConfirmed ? `${formatRange(car)} (${formatTestCycle(car.range.testCycle)})` : null],
    [t.acCharging, formatAcCharge(car)],
    [t.dcFastCharging, charging.dc ? fill(t.dcUpTo, { time: formatFastCharge(car), kw: formatNumber(charging.dc.kw) }) : false],
    [
      t.batteryWarranty,
      warranty &&
        (warranty.km === null
          ? fill(t.warrantyUnlimited, { years: warranty.years })
          : fill(t.warrantyKm, { years: warranty.years, km: formatNumber(warranty.km) })),
    ],
  ];
};

const dimensionRows = (t: Words, d: Car['dimensions']): Rows => [
  [t.length, mm(d.lengthMm)],
  [t.width, mm(d.widthMm)],
  [t.height, mm(d.heightMm)],
  [t.wheelbase, mm(d.wheelbaseMm)],
  [t.bootSpace, d.bootLitres === null ? null : fill(t.litres, { litres: formatNumber(d.bootLitres) })],
  [t.groundClearance, mm(d.groundClearanceMm)],
];

const exteriorRows = (t: Words, x: Car['exterior']): Rows => [
  [t.headlamps, x.headlamps],
  [t.tailLamps, x.taillights],
  [t.wheels, x.alloyWheels === false ? t.steelWheels : x.alloyWheels],
  [t.tyreSize, x.tyreSize],
  [t.fogLamps, x.fogLights],
  [t.rearSpoiler, x.rearSpoiler],
  [t.roofRails, x.roofRails],
];

const safetyRows = (t: Words, safety: Car['safety']): Rows => [
  [t.airbags, safety.airbags === null ? null : String(safety.airbags)],
  [t.abs, safety.abs],
  [t.esc, safety.esp],
  [t.tpms, safety.tpms],
  [t.parkingCamera, safety.rearCamera],
  [t.hillAssist, safety.hillAssist],
  [
    t.crashTest,
    safety.ncap
      ? fill(t.crashTestResult, { stars: safety.ncap.stars, agency: safety.ncap.agency, year: safety.ncap.year })
      : t.notCrashTested,
  ],
];

const comfortRows = (t: Words, comfort: Car['comfort']): Rows => [
  [t.sunroof, comfort.sunroof],
  [t.climateControl, comfort.climateControl],
  [t.ventilatedSeats, comfort.ventilatedSeats],
  [t.cruiseControl, comfort.cruiseControl],
  [t.keylessEntry, comfort.keylessEntry],
  [t.pushButtonStart, comfort.pushButtonStart],
  [t.steeringModes, countOf(comfort.steeringModes)],
  [t.driveModes, countOf(comfort.driveModes)],
];

const techRows = (t: Words, e: Car['entertainment']): Rows => [
  [t.infotainment, e.infotainment],
  [t.speakers, countOf(e.speakers, e.audioBrand ? ` (${e.audioBrand})` : '')],
  [t.wirelessCharging, e.wirelessCharging],
  [t.usbPorts, countOf(e.usbPorts)],
];

/** Each tab's id, label and what its panel shows, in order; Specifications comes first. */
const panels = (t: Words): [id: string, label: string, content: (car: Car, claimConfirmed: boolean) => ReactNode][] => [
  [
    'specifications',
    t.tabSpecifications,
    (car, claimConfirmed) => (
      <>
        <SpecTable title={t.performance} rows={performanceRows(t, car)} />
        <SpecTable title={t.batteryAndCharging} rows={batteryRows(t, car, claimConfirmed)} />
        <SpecTable title={t.dimensions} rows={dimensionRows(t, car.dimensions)} />
      </>
    ),
  ],
  [
    'features',
    t.tabFeatures,
    (car) => (
      <>
        <SpecTable title={t.exteriorFeatures} rows={exteriorRows(t, car.exterior)} />
        <FeatureList title={t.chargingOptions} items={car.charging.options} icon="charge" lang={langOf(car, 'charging')} />
        <FeatureList title={t.keyFeatures} items={car.keyFeatures} lang={langOf(car, 'keyFeatures')} />
      </>
    ),
  ],
  [
    'safety',
    t.tabSafety,
    ({ safety }) => (
      <>
        <SpecTable title={t.safetyEquipment} rows={safetyRows(t, safety)} />
        <FeatureList
          title={t.adasFeatures}
          items={safety.adasFeatures ?? []}
          icon="shield"
          empty={safety.adasFeatures ? t.noAdas : t.adasNotConfirmed}
        />
      </>
    ),
  ],
  ['comfort', t.tabComfort, (car) => <SpecTable title={t.comfortAndConvenience} rows={comfortRows(t, car.comfort)} />],
  [
    'tech',
    t.tabTech,
    ({ entertainment: e }) => (
      <>
        <SpecTable title={t.entertainment} rows={techRows(t, e)} />
        <FeatureList title={t.connectivity} items={e.connectivity ?? []} empty={e.connectivity ? t.noConnected : t.connectedNotConfirmed} />
      </>
    ),
  ],
  [
    'reviews',
    t.tabReviews,
    (car) => (
      <>
        <FeatureList title={t.pros} items={car.pros} lang={langOf(car, 'pros')} />
        <FeatureList title={t.cons} items={car.cons} icon="cross" tone="cons" lang={langOf(car, 'cons')} />
      </>
    ),
  ],
];

/** The six tabs of a car page, each panel's tables and lists side by side. */
function carPanels(t: Words, car: Car, claimConfirmed: boolean): TabItem[] {
  return panels(t).map(([id, label, content]) => ({
    id,
    label,
    content: <div className="spec-columns">{content(car, claimConfirmed)}</div>,
  }));
}

/**
 * A car's details in six tabs (Specifications first), each linkable by its #hash; `claimConfirmed` false when the
 * variant's claimed range is an estimate (it then reads "Not confirmed").
 */
export function CarTabs({ car, claimConfirmed = true }: { car: Car; claimConfirmed?: boolean }) {
  const t = useText().car;
  return <Tabs label={fill(t.tabsLabel, { car: car.name })} items={carPanels(t, car, claimConfirmed)} linkable headings />;
}
