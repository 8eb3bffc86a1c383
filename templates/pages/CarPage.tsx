import type { Brand, Calculators, Car, Slider } from '../../src/schema/index.ts';
import type { CarScore, OwnershipModel, ScoreModel } from '../../src/domain/index.ts';
import { formatMonthYear } from '../../src/domain/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import {
  formatBattery,
  formatMinutes,
  formatNumber,
  formatPower,
  formatPriceRange,
  formatRange,
  LAKH,
  NOT_CONFIRMED,
} from '../../src/domain/index.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CarArt } from '../components/CarArt.tsx';
import { ChargingPanel } from '../components/ChargingPanel.tsx';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { Icon } from '../components/Icon.tsx';
import { RealRange } from '../components/RealRange.tsx';
import { ScoreBreakdown } from '../components/ScoreBreakdown.tsx';
import { Stars } from '../components/Stars.tsx';
import { VariantPrices } from '../components/VariantPrices.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import type { OwnershipCostProps } from '../islands/OwnershipCost.tsx';
import { useHasPage } from '../layout/site-context.ts';

/** What every car page shares for its cost, range and charging sections. */
export interface OwnershipContext {
  states: OwnershipCostProps['states'];
  initialState: string;
  dailyKm: Slider;
  model: Calculators['ownership'] & Pick<OwnershipModel, 'maintenancePerYear' | 'taxes'>;
}

export interface CarPageProps {
  car: Car;
  brand: Brand;
  ownership: OwnershipContext;
  /** Other cars of the same brand. */
  siblings: readonly Car[];
  crumbs: readonly Crumb[];
  /** For a discontinued car: the car of the site that replaced it. */
  successor?: { id: string; name: string };
  /** Its electricity cost a km at the national tariff, as its card shows it (the estimates). */
  running: { costPerKm: number; tariff: number };
  /** Its score, criterion by criterion, and the scales behind it. */
  score: { result: CarScore; model: ScoreModel };
}

/** A car's page: headline figures, pictures and six tabs of detail. */
export function CarPage({ car, brand, ownership, siblings, crumbs, successor, running, score }: CarPageProps) {
  const hasPage = useHasPage();
  const { performance: p, battery, charging } = car;
  return (
    <div className="container page car-page">
      <a className="back-link" href="/cars">
        <Icon name="arrowLeft" size={18} /> Back to Cars
      </a>
      <Breadcrumbs crumbs={crumbs} />
      <div className="car-hero">
        <div className="car-hero__media">
          <CarArt car={car} eager className="car-art car-hero__art" />
        </div>
        <div className="car-hero__info">
          <p className="car-hero__badges">
            <a className="badge badge--primary" href={`/brands/${brand.slug}`}>
              {brand.name}
            </a>
            <span className="badge">{car.bodyType}</span>
            <span className="badge">{car.seating} Seater</span>
            {car.status && <span className="badge badge--warning">Discontinued</span>}
          </p>
          <h1>{car.name}</h1>
          {car.status && (
            <p className="car-status" role="note">
              <strong>No longer sold new: discontinued in {formatMonthYear(new Date(`${car.status.since}-01T00:00:00Z`))}.</strong>{' '}
              {successor ? (
                <>
                  Its successor is the <a href={`/cars/${successor.id}`}>{successor.name}</a>
                  {'. '}
                </>
              ) : car.status.successorName ? (
                <>
                  Its successor is the {car.status.successorName}
                  {'. '}
                </>
              ) : null}
              The figures below are its last as sold. <Verified asOf={car.status.asOf} source={car.status.source} />
            </p>
          )}
          <a className="car-hero__score" href="#score">
            <Stars rating={car.rating} criteria={car.scoreCriteria} /> <span>How we score it</span>
          </a>
          <p className="car-hero__price">
            {formatPriceRange(car.price)} <span className="muted">ex-showroom</span>
          </p>
          <p className="car-hero__verified">
            <Verified asOf={car.price.asOf} source={car.price.source} />
          </p>
          <VariantPrices price={car.price} />
          <p>{car.description}</p>
          <dl className="headline-stats">
            <div>
              <dt>
                <Icon name="range" /> Range
              </dt>
              <dd>{formatRange(car)}</dd>
              <dd className="muted">{car.range.testCycle ? `${car.range.testCycle} claimed` : 'Claimed, cycle not stated'}</dd>
            </div>
            <div>
              <dt>
                <Icon name="battery" /> Battery
              </dt>
              <dd>{formatBattery(car)}</dd>
              <dd className="muted">{battery.chemistry ?? 'Chemistry not confirmed'}</dd>
            </div>
            <div>
              <dt>
                <Icon name="power" /> Power
              </dt>
              <dd>{formatPower(car)}</dd>
              <dd className="muted">{p.torqueNm === null ? 'Torque not confirmed' : `${formatNumber(p.torqueNm)} Nm`}</dd>
            </div>
            <div>
              <dt>
                <Icon name="charge" /> Fast Charge
              </dt>
              <dd>{!charging.dc ? 'No DC' : charging.dc.minutes === null ? NOT_CONFIRMED : formatMinutes(charging.dc.minutes)}</dd>
              <dd className="muted">
                {!charging.dc
                  ? 'AC charging only'
                  : charging.dc.minutes === null
                    ? `Up to ${formatNumber(charging.dc.kw)} kW`
                    : `${charging.dc.fromPercent}-${charging.dc.toPercent}%, ${formatNumber(charging.dc.kw)} kW`}
              </dd>
            </div>
          </dl>
          <p className="car-hero__per-km">
            Electricity: <strong>₹{running.costPerKm.toFixed(2)} a km</strong> charged at home at ₹{running.tariff} a kWh, the figure on its
            card
            {car.petrolAlternative ? (
              <>
                ; at your state's tariff in <a href="#ownership-title">What it costs to own</a>.
              </>
            ) : (
              '.'
            )}
          </p>
          <div className="car-hero__actions">
            {hasPage('/calculator') && (
              <a className="button button--primary" href="/calculator">
                Calculate Savings
              </a>
            )}
            <Island name="CompareButton" hydrate="idle" props={{ id: car.id, name: car.name }} />
            {hasPage('/ev-loans') && (
              <a className="button button--ghost" href={`/ev-loans?price=${Math.round(car.price.min * LAKH)}&car=${car.id}`}>
                Get Quote
              </a>
            )}
          </div>
        </div>
      </div>

      <Island name="CarTabs" props={{ car }} />

      <div className="fit-grid">
        <RealRange car={car} model={ownership.model.realRange} />
        <ChargingPanel car={car} model={ownership.model} dailyKm={ownership.dailyKm.default} />
      </div>

      {ownership.states.length > 0 && (
        <section className="section section--flush" aria-labelledby="ownership-title">
          <h2 id="ownership-title">What it costs to own</h2>
          {car.petrolAlternative ? (
            <Island
              name="OwnershipCost"
              props={{
                car: { name: car.name, price: car.price, range: car.range, battery: car.battery, petrolAlternative: car.petrolAlternative },
                states: ownership.states,
                initialState: ownership.initialState,
                dailyKm: ownership.dailyKm,
                years: ownership.model.years,
                model: {
                  insurancePercent: ownership.model.insurancePercent,
                  chargingEfficiency: ownership.model.chargingEfficiency,
                  realRange: ownership.model.realRange,
                  maintenancePerYear: ownership.model.maintenancePerYear,
                  taxes: ownership.model.taxes,
                },
              }}
            />
          ) : (
            <p className="car-status" role="note">
              No comparison with a petrol car yet: we have not confirmed a current price for one a buyer of the {car.name} would weigh it
              against. Its electricity cost a km and its charging are above.
            </p>
          )}
        </section>
      )}

      <ScoreBreakdown carName={car.name} score={score.result} model={score.model} />

      {siblings.length > 0 && (
        <section className="section section--flush" aria-labelledby="siblings-title">
          <h2 id="siblings-title">More electric cars from {brand.name}</h2>
          <div className="card-grid card-grid--compact">
            {siblings.map((sibling) => (
              <CompactCarCard key={sibling.id} car={sibling} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
