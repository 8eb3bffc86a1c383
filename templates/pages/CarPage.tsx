import { onRoadStateOf, type OnRoadModel } from '../../src/domain/onroad.ts';
import type { OwnershipModel } from '../../src/domain/ownership.ts';
import type { PriceMove } from '../../src/domain/price-moves.ts';
import type { CarScore, ScoreModel } from '../../src/domain/score.ts';
import type { Situation } from '../../src/domain/situation.ts';
import type { Crumb } from '../../src/domain/page.ts';
import type { CompactCar } from '../../src/domain/cars.ts';
import type { Brand, Calculators, Car } from '../../src/schema/index.ts';
import type { SituationFieldsContext } from '../components/SituationFields.tsx';
import { BackAndCrumbs } from '../components/BackAndCrumbs.tsx';
import { ChargingPanel } from '../components/ChargingPanel.tsx';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { RealRange } from '../components/RealRange.tsx';
import { ScoreBreakdown } from '../components/ScoreBreakdown.tsx';
import type { VariantLink } from '../components/VariantPicker.tsx';
import { fillNodes } from '../components/Verified.tsx';
import { fill, useText } from '../i18n/context.ts';
import { Island } from '../islands/Island.tsx';
import { useHasPage } from '../layout/site-context.ts';
import type { OnRoadStateOption } from '../islands/OnRoadPrice.tsx';
import type { OwnershipCostProps } from '../islands/OwnershipCost.tsx';
import { CarHero, type RunningCost, type Successor } from './car/CarHero.tsx';
import { carVariantName } from '../../src/domain/variants.ts';

/** What every car page shares for its cost, range and charging sections. */
export interface OwnershipContext {
  states: readonly (OwnershipCostProps['states'][number] & OnRoadStateOption)[];
  /** The site's situation, shown until the visitor sets their own, and the fields' context. */
  situation: Situation;
  situationContext: SituationFieldsContext;
  model: Calculators['ownership'] & Pick<OwnershipModel, 'maintenancePerYear' | 'taxes' | 'publicCharging' | 'emissions'>;
  onRoad: OnRoadModel;
}

export interface CarPageProps {
  car: Car;
  brand: Brand;
  ownership: OwnershipContext;
  /** Other cars of the same brand. */
  /** Other cars of the brand, as their compact cards show them. */
  siblings: readonly CompactCar[];
  crumbs: readonly Crumb[];
  /** Every variant of the car, cheapest first, with its page; `car` is given as the one at `variant`. */
  variants: readonly VariantLink[];
  variant: number;
  /** The car's own range of prices (`car` has the variant's one price). */
  priceRange: Car['price'];
  /**
   * When no source confirms the shown variant's claimed range: how it is estimated instead ("the 75 kWh version's
   * 622 km claim scaled to this 65 kWh pack"); every range and cost on the page then rests on that estimate.
   */
  estimatedClaim?: string;
  /** For a discontinued car: the car of the site that replaced it. */
  successor?: Successor;
  /** Its electricity cost a km for the visitor's situation (the RunningCost island), as its card and compare give it. */
  running: RunningCost;
  /** Its score, criterion by criterion, and the scales behind it. */
  score: { result: CarScore; model: ScoreModel };
  /** How the shown price may have moved since it was confirmed (a maker's rise with no new prices), if it may have. */
  priceMove?: PriceMove;
}

/** Its cost of ownership against a petrol car, at the reader's state and distance, when there is a petrol car to weigh. */
function OwnershipSection({ car, ownership }: { car: Car; ownership: OwnershipContext }) {
  const words = useText().car;
  const { model } = ownership;
  if (ownership.states.length === 0) return null;
  return (
    <section className="section section--flush" aria-labelledby="ownership-title">
      <h2 id="ownership-title">{words.ownershipTitle}</h2>
      {car.petrolAlternative ? (
        <Island
          name="OwnershipCost"
          // When the page is idle, not when scrolled to: the visitor's kept situation is shown by the time they reach it.
          hydrate="idle"
          props={{
            car: { name: car.name, price: car.price, range: car.range, battery: car.battery, petrolAlternative: car.petrolAlternative },
            states: ownership.states,
            situation: ownership.situation,
            situationContext: ownership.situationContext,
            years: model.years,
            model: {
              insurancePercent: model.insurancePercent,
              chargingEfficiency: model.chargingEfficiency,
              realRange: model.realRange,
              maintenancePerYear: model.maintenancePerYear,
              taxes: model.taxes,
              publicCharging: model.publicCharging,
              emissions: model.emissions,
            },
          }}
        />
      ) : (
        <p className="car-status" role="note">
          {fill(words.noPetrolComparison, { car: car.name })}
        </p>
      )}
    </section>
  );
}

/** What the shown variant costs on the road in the visitor's state, line by line. */
function OnRoadSection({
  car,
  variant,
  ownership,
  priceMove,
}: {
  car: Car;
  variant: string;
  ownership: OwnershipContext;
  priceMove: PriceMove | undefined;
}) {
  const hasPage = useHasPage();
  const words = useText().car;
  // A car no longer sold new has no on-road price: today's taxes and insurance would price a car no one sells.
  if (ownership.states.length === 0 || car.status) return null;
  return (
    <section className="section section--flush" aria-labelledby="on-road-title">
      <h2 id="on-road-title">{words.onRoadTitle}</h2>
      <Island
        name="OnRoadPrice"
        hydrate="idle"
        props={{
          car: {
            price: { min: car.price.min, asOf: car.price.asOf, source: car.price.source },
            battery: { capacityKwh: car.battery.capacityKwh },
            performance: { powerBhp: car.performance.powerBhp },
          },
          variant,
          ...(hasPage('/ev-loans') ? { emiFor: car.id } : {}),
          ...(priceMove ? { priceMove: { percent: priceMove.percent, basis: priceMove.basis } } : {}),
          states: ownership.states.map((state) => ({ ...onRoadStateOf(state), asOf: state.asOf, source: state.source })),
          initialState: ownership.situation.state,
          model: ownership.onRoad,
          taxes: {
            registration: { evRupees: ownership.model.taxes.registration.evRupees },
            centralSubsidy: { privateCarRupees: ownership.model.taxes.centralSubsidy.privateCarRupees },
          },
        }}
      />
    </section>
  );
}

/** The brand's other cars, as compact cards. */
function Siblings({ brand, siblings }: { brand: Brand; siblings: readonly CompactCar[] }) {
  const words = useText().car;
  if (siblings.length === 0) return null;
  return (
    <section className="section section--flush" aria-labelledby="siblings-title">
      <h2 id="siblings-title">{fill(words.siblingsTitle, { brand: brand.name })}</h2>
      <div className="card-grid card-grid--compact">
        {siblings.map((sibling) => (
          <CompactCarCard key={sibling.id} car={sibling} />
        ))}
      </div>
    </section>
  );
}

/**
 * On a variant whose equipment no source gives (all but the top one, which the car's lists describe): why its
 * equipment reads "Not confirmed", and the variant whose it is.
 */
function EquipmentNote({ variants, variant }: { variants: readonly VariantLink[]; variant: number }) {
  const words = useText().car;
  const top = variants.find((item) => item.describesEquipment);
  if (variants[variant]!.describesEquipment || !top) return null;
  return (
    <p className="car-status" role="note">
      {fillNodes(words.equipmentNote, {
        top: top.name,
        variant: variants[variant]!.name,
        link: <a href={top.path}>{fill(words.seeEquipment, { top: top.name })}</a>,
      })}
    </p>
  );
}

/** A car's page: headline figures, pictures and six tabs of detail. */
export function CarPage({
  car,
  brand,
  ownership,
  siblings,
  crumbs,
  successor,
  running,
  score,
  variants,
  variant,
  estimatedClaim,
  priceRange,
  priceMove,
}: CarPageProps) {
  const words = useText().car;
  return (
    <div className="container page car-page">
      <BackAndCrumbs href="/cars" label={words.backToCars} crumbs={crumbs} />
      <CarHero
        car={car}
        brand={brand}
        successor={successor}
        running={running}
        variants={variants}
        variant={variant}
        estimatedClaim={estimatedClaim}
        priceRange={priceRange}
        priceMove={priceMove}
      />
      <OnRoadSection car={car} variant={carVariantName(car.name, variants, variant)} ownership={ownership} priceMove={priceMove} />
      <EquipmentNote variants={variants} variant={variant} />
      <Island name="CarTabs" props={{ car, ...(estimatedClaim ? { claimConfirmed: false } : {}) }} />
      <div className="fit-grid">
        <RealRange car={car} model={ownership.model.realRange} estimatedClaim={estimatedClaim} />
        <ChargingPanel car={car} model={ownership.model} dailyKm={ownership.situation.dailyKm} />
      </div>
      <OwnershipSection car={car} ownership={ownership} />
      <ScoreBreakdown carName={car.name} score={score.result} model={score.model} />
      <Siblings brand={brand} siblings={siblings} />
    </div>
  );
}
