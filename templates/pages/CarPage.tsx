import type { Brand, Car } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/routes/types.ts';
import {
  formatAcCharge,
  formatBattery,
  formatFastCharge,
  formatMinutes,
  formatNumber,
  formatPower,
  formatPriceRange,
  formatRange,
} from '../../src/query/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CarArt } from '../components/CarArt.tsx';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { FeatureList } from '../components/FeatureList.tsx';
import { Icon } from '../components/Icon.tsx';
import { SpecTable } from '../components/SpecTable.tsx';
import { Stars } from '../components/Stars.tsx';
import { useHasPage } from '../layout/site-context.ts';

export interface CarPageProps {
  car: Car;
  brand: Brand;
  /** Other cars of the same brand. */
  siblings: readonly Car[];
  crumbs: readonly Crumb[];
}

/** The six tabs of a car page, in order; Specifications is shown first. */
export const carTabs = [
  { id: 'specifications', label: 'Specifications' },
  { id: 'features', label: 'Features' },
  { id: 'safety', label: 'Safety' },
  { id: 'comfort', label: 'Comfort' },
  { id: 'tech', label: 'Tech' },
  { id: 'reviews', label: 'Reviews' },
] as const;

const mm = (value: number | null) => (value === null ? null : `${formatNumber(value)} mm`);
const orNone = (value: string | false) => (value === false ? false : value);

function Tab({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <section id={id} className="tabs__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="tabs__panel-title">{label}</h2>
      {children}
    </section>
  );
}

/** A car's page: headline figures, pictures and six tabs of detail. */
export function CarPage({ car, brand, siblings, crumbs }: CarPageProps) {
  const hasPage = useHasPage();
  const { performance: p, battery, charging, dimensions: d, safety, comfort, entertainment: e, exterior: x } = car;
  return (
    <div className="container page car-page">
      <a className="back-link" href="/cars"><Icon name="arrowLeft" size={18} /> Back to Cars</a>
      <Breadcrumbs crumbs={crumbs} />
      <div className="car-hero">
        <div className="car-hero__media">
          <CarArt car={car} eager className="car-art car-hero__art" />
        </div>
        <div className="car-hero__info">
          <p className="car-hero__badges">
            <a className="badge badge--primary" href={`/brands/${brand.slug}`}>{brand.name}</a>
            <span className="badge">{car.bodyType}</span>
            <span className="badge">{car.seating} Seater</span>
          </p>
          <h1>{car.name}</h1>
          <Stars rating={car.rating} />
          <p className="car-hero__price">
            {formatPriceRange(car.price)} <span className="muted">ex-showroom</span>
          </p>
          <p>{car.description}</p>
          <dl className="headline-stats">
            <div><dt><Icon name="range" /> Range</dt><dd>{formatRange(car)}</dd><dd className="muted">{car.range.testCycle} claimed</dd></div>
            <div><dt><Icon name="battery" /> Battery</dt><dd>{formatBattery(car)}</dd><dd className="muted">{battery.chemistry}</dd></div>
            <div><dt><Icon name="power" /> Power</dt><dd>{formatPower(car)}</dd><dd className="muted">{formatNumber(p.torqueNm)} Nm</dd></div>
            <div>
              <dt><Icon name="charge" /> Fast Charge</dt>
              <dd>{charging.dc ? formatMinutes(charging.dc.minutes) : 'No DC'}</dd>
              <dd className="muted">{charging.dc ? `${charging.dc.fromPercent}-${charging.dc.toPercent}%, ${formatNumber(charging.dc.kw)} kW` : 'AC charging only'}</dd>
            </div>
          </dl>
          <p className="car-hero__actions">
            {hasPage('/calculator') && <a className="button button--primary" href="/calculator">Calculate Savings</a>}
            {hasPage('/ev-loans') && (
              <a className="button button--ghost" href={`/ev-loans?price=${car.price.min}&car=${car.id}`}>Get Quote</a>
            )}
          </p>
        </div>
      </div>

      <div className="tabs">
        <nav className="tabs__list" aria-label={`${car.name} details`}>
          {carTabs.map((tab) => (
            <a key={tab.id} className="tabs__tab" href={`#${tab.id}`} data-tab={tab.id}>{tab.label}</a>
          ))}
        </nav>

        <Tab id="specifications" label="Specifications">
          <div className="spec-columns">
            <SpecTable
              title="Performance"
              rows={[
                ['Power', formatPower(car)],
                ['Torque', `${formatNumber(p.torqueNm)} Nm`],
                ['0-100 km/h', p.zeroToHundredS === null ? null : `${p.zeroToHundredS} s`],
                ['Top speed', p.topSpeedKmph === null ? null : `${p.topSpeedKmph} km/h`],
                ['Drive', p.driveType],
                ['Transmission', p.transmission],
                ['Motor', p.motor],
              ]}
            />
            <SpecTable
              title="Battery & Charging"
              rows={[
                ['Battery', formatBattery(car)],
                ['Chemistry', battery.chemistry],
                ['Claimed range', `${formatRange(car)} (${car.range.testCycle})`],
                ['AC charging', formatAcCharge(car)],
                ['DC fast charging', charging.dc ? `${formatFastCharge(car)}, up to ${formatNumber(charging.dc.kw)} kW` : false],
                ['Battery warranty', `${battery.warranty.years} years${battery.warranty.km === null ? ', unlimited km' : ` or ${formatNumber(battery.warranty.km)} km`}`],
              ]}
            />
            <SpecTable
              title="Dimensions"
              rows={[
                ['Length', mm(d.lengthMm)],
                ['Width', mm(d.widthMm)],
                ['Height', mm(d.heightMm)],
                ['Wheelbase', mm(d.wheelbaseMm)],
                ['Boot space', `${formatNumber(d.bootLitres)} litres`],
                ['Ground clearance', mm(d.groundClearanceMm)],
              ]}
            />
          </div>
        </Tab>

        <Tab id="features" label="Features">
          <div className="spec-columns">
            <SpecTable
              title="Exterior Features"
              rows={[
                ['Headlamps', x.headlamps],
                ['Tail lamps', x.taillights],
                ['Wheels', x.alloyWheels === false ? 'Steel wheels' : x.alloyWheels],
                ['Tyre size', x.tyreSize],
                ['Fog lamps', x.fogLights],
                ['Rear spoiler', x.rearSpoiler],
                ['Roof rails', x.roofRails],
              ]}
            />
            <FeatureList title="Charging Options" items={charging.options} icon="charge" />
            <FeatureList title="Key Features" items={car.keyFeatures} />
          </div>
        </Tab>

        <Tab id="safety" label="Safety">
          <div className="spec-columns">
            <SpecTable
              title="Safety equipment"
              rows={[
                ['Airbags', String(safety.airbags)],
                ['ABS with EBD', safety.abs],
                ['Electronic stability control', safety.esp],
                ['Tyre pressure monitoring', safety.tpms],
                ['Parking camera', orNone(safety.rearCamera)],
                ['Hill-start assist', safety.hillAssist],
                ['Crash test', safety.ncap ? `${safety.ncap.stars} stars, ${safety.ncap.agency} (${safety.ncap.year})` : 'Not crash-tested yet'],
              ]}
            />
            <FeatureList title="ADAS Features" items={safety.adasFeatures} icon="shield" empty="No ADAS Features" />
          </div>
        </Tab>

        <Tab id="comfort" label="Comfort">
          <div className="spec-columns">
            <SpecTable
              title="Comfort & convenience"
              rows={[
                ['Sunroof', orNone(comfort.sunroof)],
                ['Automatic climate control', comfort.climateControl],
                ['Ventilated seats', comfort.ventilatedSeats],
                ['Cruise control', comfort.cruiseControl],
                ['Keyless entry', comfort.keylessEntry],
                ['Push-button start', comfort.pushButtonStart],
                ['Steering modes', comfort.steeringModes === 0 ? false : String(comfort.steeringModes)],
                ['Drive modes', comfort.driveModes === 0 ? false : String(comfort.driveModes)],
              ]}
            />
          </div>
        </Tab>

        <Tab id="tech" label="Tech">
          <div className="spec-columns">
            <SpecTable
              title="Entertainment & Technology"
              rows={[
                ['Infotainment', e.infotainment],
                ['Speakers', e.speakers === 0 ? false : `${e.speakers}${e.audioBrand ? ` (${e.audioBrand})` : ''}`],
                ['Wireless phone charging', e.wirelessCharging],
                ['USB ports', e.usbPorts === 0 ? false : String(e.usbPorts)],
              ]}
            />
            <FeatureList title="Connectivity" items={e.connectivity} empty="No connected features" />
          </div>
        </Tab>

        <Tab id="reviews" label="Reviews">
          <div className="spec-columns">
            <FeatureList title="What we like" items={car.pros} />
            <FeatureList title="What could be better" items={car.cons} icon="cross" tone="cons" />
          </div>
        </Tab>
      </div>

      {siblings.length > 0 && (
        <section className="section section--flush" aria-labelledby="siblings-title">
          <h2 id="siblings-title">More electric cars from {brand.name}</h2>
          <div className="card-grid card-grid--compact">
            {siblings.map((sibling) => <CompactCarCard key={sibling.id} car={sibling} />)}
          </div>
        </section>
      )}
    </div>
  );
}
