import type { CarScore, OwnershipModel, ScoreModel } from '../../src/domain/index.ts';
import type { Crumb } from '../../src/domain/page.ts';
import type { Brand, Calculators, Car, Slider } from '../../src/schema/index.ts';
import { BackAndCrumbs } from '../components/BackAndCrumbs.tsx';
import { ChargingPanel } from '../components/ChargingPanel.tsx';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { RealRange } from '../components/RealRange.tsx';
import { ScoreBreakdown } from '../components/ScoreBreakdown.tsx';
import { Island } from '../islands/Island.tsx';
import type { OwnershipCostProps } from '../islands/OwnershipCost.tsx';
import { CarHero, type RunningCost, type Successor } from './car/CarHero.tsx';

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
  successor?: Successor;
  /** Its electricity cost a km at the national tariff, as its card shows it (the estimates). */
  running: RunningCost;
  /** Its score, criterion by criterion, and the scales behind it. */
  score: { result: CarScore; model: ScoreModel };
}

/** Its cost of ownership against a petrol car, at the reader's state and distance, when there is a petrol car to weigh. */
function OwnershipSection({ car, ownership }: { car: Car; ownership: OwnershipContext }) {
  const { model } = ownership;
  if (ownership.states.length === 0) return null;
  return (
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
            years: model.years,
            model: {
              insurancePercent: model.insurancePercent,
              chargingEfficiency: model.chargingEfficiency,
              realRange: model.realRange,
              maintenancePerYear: model.maintenancePerYear,
              taxes: model.taxes,
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
  );
}

/** The brand's other cars, as compact cards. */
function Siblings({ brand, siblings }: { brand: Brand; siblings: readonly Car[] }) {
  if (siblings.length === 0) return null;
  return (
    <section className="section section--flush" aria-labelledby="siblings-title">
      <h2 id="siblings-title">More electric cars from {brand.name}</h2>
      <div className="card-grid card-grid--compact">
        {siblings.map((sibling) => (
          <CompactCarCard key={sibling.id} car={sibling} />
        ))}
      </div>
    </section>
  );
}

/** A car's page: headline figures, pictures and six tabs of detail. */
export function CarPage({ car, brand, ownership, siblings, crumbs, successor, running, score }: CarPageProps) {
  return (
    <div className="container page car-page">
      <BackAndCrumbs href="/cars" label="Back to Cars" crumbs={crumbs} />
      <CarHero car={car} brand={brand} successor={successor} running={running} />
      <Island name="CarTabs" props={{ car }} />
      <div className="fit-grid">
        <RealRange car={car} model={ownership.model.realRange} />
        <ChargingPanel car={car} model={ownership.model} dailyKm={ownership.dailyKm.default} />
      </div>
      <OwnershipSection car={car} ownership={ownership} />
      <ScoreBreakdown carName={car.name} score={score.result} model={score.model} />
      <Siblings brand={brand} siblings={siblings} />
    </div>
  );
}
