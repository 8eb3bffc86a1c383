import { formatAcCharge, formatBattery, formatMinutes, formatNumber, formatPower, formatPriceRange, formatRange, type Better, type EstimatedCar } from '../../src/query/index.ts';

/** One row of the side-by-side comparison: how to show a car's value, and which value is better. */
export interface CompareRow {
  label: string;
  /** The figure compared (null when the maker does not publish it). */
  value: (car: EstimatedCar) => number | boolean | null;
  /** The text shown; defaults to the value. */
  show?: (car: EstimatedCar) => string;
  better?: Better;
}

const mm = (value: number | null) => (value === null ? 'Not published' : `${formatNumber(value)} mm`);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The comparison, group by group. */
export const compareGroups: { title: string; rows: CompareRow[] }[] = [
  {
    title: 'Price and verdict',
    rows: [
      { label: 'Ex-showroom price', value: (car) => car.price.min, show: (car) => formatPriceRange(car.price), better: 'lower' },
      { label: 'Our score', value: (car) => car.rating, show: (car) => `${car.rating.toFixed(1)} / 5`, better: 'higher' },
      { label: 'Body type', value: () => null, show: (car) => car.bodyType },
      { label: 'Seats', value: (car) => car.seating, better: 'higher' },
    ],
  },
  {
    title: 'Range and battery',
    rows: [
      { label: 'Claimed range', value: (car) => car.range.claimedKm, show: (car) => `${formatRange(car)} (${car.range.testCycle})`, better: 'higher' },
      { label: 'Real-world range', value: (car) => car.estimates.realWorldKm, show: (car) => `${formatNumber(car.estimates.realWorldKm)} km (our estimate, city)`, better: 'higher' },
      { label: 'Battery', value: (car) => car.battery.capacityKwh, show: (car) => formatBattery(car), better: 'higher' },
      { label: 'Battery warranty', value: (car) => car.battery.warranty.years, show: (car) => `${car.battery.warranty.years} years${car.battery.warranty.km === null ? ', unlimited km' : ` / ${formatNumber(car.battery.warranty.km)} km`}`, better: 'higher' },
    ],
  },
  {
    title: 'Performance',
    rows: [
      { label: 'Power', value: (car) => car.performance.powerBhp, show: (car) => formatPower(car), better: 'higher' },
      { label: 'Torque', value: (car) => car.performance.torqueNm, show: (car) => `${formatNumber(car.performance.torqueNm)} Nm`, better: 'higher' },
      { label: '0-100 km/h', value: (car) => car.performance.zeroToHundredS, show: (car) => (car.performance.zeroToHundredS === null ? 'Not published' : `${car.performance.zeroToHundredS} s`), better: 'lower' },
      { label: 'Drive', value: () => null, show: (car) => car.performance.driveType },
    ],
  },
  {
    title: 'Charging',
    rows: [
      // Makers quote different windows (10-80%, 20-80%), so the quote is shown and the 10-80% estimate compared.
      { label: 'DC fast charging', value: () => null, show: (car) => (car.charging.dc ? `${formatMinutes(car.charging.dc.minutes)} (${car.charging.dc.fromPercent}-${car.charging.dc.toPercent}%), ${formatNumber(car.charging.dc.kw)} kW` : 'Not available') },
      {
        label: 'DC 10-80%',
        value: (car) => car.estimates.dcTenToEightyMinutes,
        show: (car) => (car.estimates.dcTenToEightyMinutes === null ? 'Not available' : `${formatMinutes(car.estimates.dcTenToEightyMinutes)} (our estimate)`),
        better: 'lower',
      },
      // Compared as the time for a full 0-100% charge (AC charges at a near-steady rate), since makers quote 10-100% or 0-100%.
      { label: 'AC charging', value: (car) => (car.charging.ac.hours * 100) / (car.charging.ac.toPercent - car.charging.ac.fromPercent), show: (car) => formatAcCharge(car), better: 'lower' },
      { label: 'Electricity a km', value: (car) => car.estimates.costPerKm, show: (car) => `₹${car.estimates.costPerKm.toFixed(2)} at home`, better: 'lower' },
    ],
  },
  {
    title: 'Size',
    rows: [
      { label: 'Length', value: (car) => car.dimensions.lengthMm, show: (car) => mm(car.dimensions.lengthMm) },
      { label: 'Wheelbase', value: (car) => car.dimensions.wheelbaseMm, show: (car) => mm(car.dimensions.wheelbaseMm), better: 'higher' },
      { label: 'Boot space', value: (car) => car.dimensions.bootLitres, show: (car) => `${formatNumber(car.dimensions.bootLitres)} litres`, better: 'higher' },
      { label: 'Ground clearance', value: (car) => car.dimensions.groundClearanceMm, show: (car) => mm(car.dimensions.groundClearanceMm), better: 'higher' },
    ],
  },
  {
    title: 'Safety',
    rows: [
      { label: 'Airbags', value: (car) => car.safety.airbags, better: 'higher' },
      { label: 'ADAS features', value: (car) => car.safety.adasFeatures.length, show: (car) => (car.safety.adasFeatures.length === 0 ? 'None' : `${car.safety.adasFeatures.length} features`), better: 'higher' },
      { label: 'Crash test', value: (car) => car.safety.ncap?.stars ?? null, show: (car) => (car.safety.ncap ? `${car.safety.ncap.stars} stars (${car.safety.ncap.agency})` : 'Not tested'), better: 'higher' },
      { label: '360-degree or rear camera', value: (car) => car.safety.rearCamera !== false, show: (car) => (car.safety.rearCamera === false ? 'No' : car.safety.rearCamera), better: 'true' },
    ],
  },
  {
    title: 'Comfort and tech',
    rows: [
      { label: 'Sunroof', value: (car) => car.comfort.sunroof !== false, show: (car) => (car.comfort.sunroof === false ? 'No' : car.comfort.sunroof), better: 'true' },
      { label: 'Ventilated seats', value: (car) => car.comfort.ventilatedSeats, show: (car) => yesNo(car.comfort.ventilatedSeats), better: 'true' },
      { label: 'Wireless phone charging', value: (car) => car.entertainment.wirelessCharging, show: (car) => yesNo(car.entertainment.wirelessCharging), better: 'true' },
      { label: 'Touchscreen', value: () => null, show: (car) => car.entertainment.infotainment },
    ],
  },
];
