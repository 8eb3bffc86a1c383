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
  langOf,
} from '../../src/domain/index.ts';
import { FeatureList } from '../components/FeatureList.tsx';
import { SpecTable, type SpecValue } from '../components/SpecTable.tsx';
import { Tabs, type TabItem } from '../components/Tabs.tsx';

type Rows = [string, SpecValue][];

const mm = (value: number | null) => (value === null ? null : `${formatNumber(value)} mm`);
/** A count shown as a number, "No" for none, or left for SpecTable to say "Not confirmed". */
const countOf = (value: number | null, unit = '') => (value === null ? null : value === 0 ? false : `${value}${unit}`);

const performanceRows = (car: Car): Rows => {
  const p = car.performance;
  return [
    ['Power', formatPower(car)],
    ['Torque', p.torqueNm === null ? null : `${formatNumber(p.torqueNm)} Nm`],
    ['0-100 km/h', p.zeroToHundredS === null ? null : `${p.zeroToHundredS} s`],
    ['Top speed', p.topSpeedKmph === null ? null : `${p.topSpeedKmph} km/h`],
    ['Drive', p.driveType],
    ['Transmission', p.transmission],
    ['Motor', p.motor],
  ];
};

const batteryRows = (car: Car, claimConfirmed: boolean): Rows => {
  const { battery, charging } = car;
  return [
    ['Battery', formatBattery(car)],
    ['Chemistry', battery.chemistry],
    ['Claimed range', claimConfirmed ? `${formatRange(car)} (${formatTestCycle(car.range.testCycle)})` : null],
    ['AC charging', formatAcCharge(car)],
    ['DC fast charging', charging.dc ? `${formatFastCharge(car)}, up to ${formatNumber(charging.dc.kw)} kW` : false],
    [
      'Battery warranty',
      battery.warranty &&
        `${battery.warranty.years} years${battery.warranty.km === null ? ', unlimited km' : ` or ${formatNumber(battery.warranty.km)} km`}`,
    ],
  ];
};

const dimensionRows = (d: Car['dimensions']): Rows => [
  ['Length', mm(d.lengthMm)],
  ['Width', mm(d.widthMm)],
  ['Height', mm(d.heightMm)],
  ['Wheelbase', mm(d.wheelbaseMm)],
  ['Boot space', d.bootLitres === null ? null : `${formatNumber(d.bootLitres)} litres`],
  ['Ground clearance', mm(d.groundClearanceMm)],
];

const exteriorRows = (x: Car['exterior']): Rows => [
  ['Headlamps', x.headlamps],
  ['Tail lamps', x.taillights],
  ['Wheels', x.alloyWheels === false ? 'Steel wheels' : x.alloyWheels],
  ['Tyre size', x.tyreSize],
  ['Fog lamps', x.fogLights],
  ['Rear spoiler', x.rearSpoiler],
  ['Roof rails', x.roofRails],
];

const safetyRows = (safety: Car['safety']): Rows => [
  ['Airbags', safety.airbags === null ? null : String(safety.airbags)],
  ['ABS with EBD', safety.abs],
  ['Electronic stability control', safety.esp],
  ['Tyre pressure monitoring', safety.tpms],
  ['Parking camera', safety.rearCamera],
  ['Hill-start assist', safety.hillAssist],
  ['Crash test', safety.ncap ? `${safety.ncap.stars} stars, ${safety.ncap.agency} (${safety.ncap.year})` : 'Not crash-tested yet'],
];

const comfortRows = (comfort: Car['comfort']): Rows => [
  ['Sunroof', comfort.sunroof],
  ['Automatic climate control', comfort.climateControl],
  ['Ventilated seats', comfort.ventilatedSeats],
  ['Cruise control', comfort.cruiseControl],
  ['Keyless entry', comfort.keylessEntry],
  ['Push-button start', comfort.pushButtonStart],
  ['Steering modes', countOf(comfort.steeringModes)],
  ['Drive modes', countOf(comfort.driveModes)],
];

const techRows = (e: Car['entertainment']): Rows => [
  ['Infotainment', e.infotainment],
  ['Speakers', countOf(e.speakers, e.audioBrand ? ` (${e.audioBrand})` : '')],
  ['Wireless phone charging', e.wirelessCharging],
  ['USB ports', countOf(e.usbPorts)],
];

/** Each tab's id, label and what its panel shows, in order; Specifications comes first. */
const panels: [id: string, label: string, content: (car: Car, claimConfirmed: boolean) => ReactNode][] = [
  [
    'specifications',
    'Specifications',
    (car, claimConfirmed) => (
      <>
        <SpecTable title="Performance" rows={performanceRows(car)} />
        <SpecTable title="Battery & Charging" rows={batteryRows(car, claimConfirmed)} />
        <SpecTable title="Dimensions" rows={dimensionRows(car.dimensions)} />
      </>
    ),
  ],
  [
    'features',
    'Features',
    (car) => (
      <>
        <SpecTable title="Exterior Features" rows={exteriorRows(car.exterior)} />
        <FeatureList title="Charging Options" items={car.charging.options} icon="charge" />
        <FeatureList title="Key Features" items={car.keyFeatures} lang={langOf(car, 'keyFeatures')} />
      </>
    ),
  ],
  [
    'safety',
    'Safety',
    ({ safety }) => (
      <>
        <SpecTable title="Safety equipment" rows={safetyRows(safety)} />
        <FeatureList
          title="ADAS Features"
          items={safety.adasFeatures ?? []}
          icon="shield"
          empty={safety.adasFeatures ? 'No ADAS Features' : 'ADAS features not confirmed'}
        />
      </>
    ),
  ],
  ['comfort', 'Comfort', (car) => <SpecTable title="Comfort & convenience" rows={comfortRows(car.comfort)} />],
  [
    'tech',
    'Tech',
    ({ entertainment: e }) => (
      <>
        <SpecTable title="Entertainment & Technology" rows={techRows(e)} />
        <FeatureList
          title="Connectivity"
          items={e.connectivity ?? []}
          empty={e.connectivity ? 'No connected features' : 'Connected features not confirmed'}
        />
      </>
    ),
  ],
  [
    'reviews',
    'Reviews',
    (car) => (
      <>
        <FeatureList title="What we like" items={car.pros} lang={langOf(car, 'pros')} />
        <FeatureList title="What could be better" items={car.cons} icon="cross" tone="cons" lang={langOf(car, 'cons')} />
      </>
    ),
  ],
];

/** The six tabs of a car page, each panel's tables and lists side by side. */
function carPanels(car: Car, claimConfirmed: boolean): TabItem[] {
  return panels.map(([id, label, content]) => ({ id, label, content: <div className="spec-columns">{content(car, claimConfirmed)}</div> }));
}

/**
 * A car's details in six tabs (Specifications first), each linkable by its #hash; `claimConfirmed` false when the
 * variant's claimed range is an estimate (it then reads "Not confirmed").
 */
export function CarTabs({ car, claimConfirmed = true }: { car: Car; claimConfirmed?: boolean }) {
  return <Tabs label={`${car.name} details`} items={carPanels(car, claimConfirmed)} linkable headings />;
}
