// `evguide query cars`: the cars on sale with their estimates, and the filters the site's directory has. Its own
// options and its named sorts (price-low, range...) come before the shared --where, --sort and --fields.
import type { Command } from 'commander';
import { UsageError } from '../../src/diagnostics/index.ts';
import {
  type CarFilters,
  carSorts,
  carsWithPriceMoves,
  filterCars,
  homeStateSlug,
  isCarSort,
  onRoadFromOf,
  onSale,
  parseSituation,
  siteSituation,
  situationContext,
  situationMix,
  buyerContext,
  buyerFigures,
  sortCars,
  statesInForce,
  type EstimatedCar,
  type VariantFigures,
  variantOnRoad,
  withEstimates,
} from '../../src/domain/index.ts';
import { resolveConfig } from '../../src/config.ts';
import { number, stages } from '../options.ts';
import { renderCars } from '../output.ts';
import type { QueryCollection, QueryOptions } from './collection.ts';

/** The options only `query cars` has. */
type CarOptions = QueryOptions & {
  includeDiscontinued?: boolean;
  state?: string;
  dailyKm?: number;
  homeShare?: number;
  tariff?: number;
  publicPrice?: number;
} & Pick<
    CarFilters,
    'brand' | 'body' | 'maxPrice' | 'maxOnRoad' | 'minRange' | 'search' | 'minRealRange' | 'maxCostPerKm' | 'maxDcMinutes'
  >;

/** Adds the options only `query cars` has. */
function carOptions(command: Command): void {
  command
    .option('--brand <brand>', 'brand slug or name, e.g. tata')
    .option('--body <type>', 'body type, e.g. SUV or hatchback')
    .option('--max-price <lakh>', 'highest ex-showroom price of a variant, in lakh', number('--max-price'))
    .option(
      '--max-on-road <lakh>',
      'highest on-road price of a variant in --state, in lakh (an estimate: the car page shows how it is worked out)',
      number('--max-on-road'),
    )
    .option(
      '--state <slug>',
      "the buyer's state, which on-road prices and costs are for (default: site.yaml's location); adds each car's on-road price there to JSON",
    )
    .option('--daily-km <km>', "the buyer's km a day (default: calculators.yaml's situation)", number('--daily-km', 1))
    .option(
      '--home-share <percent>',
      "percent of charging done at home, 0 for no home charger (default: the situation's)",
      number('--home-share'),
    )
    .option('--tariff <rupees>', "rupees a kWh at home (default: the state's typical household tariff)", number('--tariff'))
    .option(
      '--public-price <rupees>',
      'rupees a kWh at a public fast charger (default: the dated price of calculators.yaml)',
      number('--public-price'),
    )
    .option('--min-range <km>', 'lowest claimed range in km', number('--min-range'))
    .option('--min-real-range <km>', 'lowest estimated real-world (city) range in km', number('--min-real-range'))
    .option(
      '--max-cost-per-km <rupees>',
      "highest electricity cost a km, for the buyer's situation (the options above)",
      number('--max-cost-per-km'),
    )
    .option(
      '--max-dc-minutes <min>',
      'longest DC charge from 10 to 80%, in minutes (leaves out cars without DC)',
      number('--max-dc-minutes'),
    )
    .option('--search <text>', 'text in the name or brand')
    .option('--include-discontinued', 'also list cars no longer sold new (left out by default, as on the site)');
}

/** The cars, filtered by the car options, with their estimates (and on-road price when a state is asked for). */
async function carRows(options: CarOptions): Promise<{ rows: EstimatedCar[]; all: EstimatedCar[] }> {
  const config = resolveConfig({ dataDir: options.data, cacheDir: options.cacheDir });
  const site = await (await stages.catalogue()).cachedCatalogue(config);
  // Road tax as in force on the build date: a concession past its end date no longer applies.
  const states = statesInForce(site.incentives, config.buildDate);
  const brandNames = new Map(site.brands.map((brand) => [brand.slug, brand.name]));
  const { brand, body, maxPrice, maxOnRoad, minRange, search, minRealRange, maxCostPerKm, maxDcMinutes } = options;
  const filters: CarFilters = {
    brand,
    body,
    maxPrice,
    maxOnRoad,
    minRange,
    search,
    minRealRange,
    maxCostPerKm,
    maxDcMinutes,
    includeDiscontinued: options.includeDiscontinued === true,
  };
  const slug = options.state ?? homeStateSlug(states, site.settings.location.state);
  const state = states.find((item) => item.slug === slug);
  if (options.state && !state) {
    throw new UsageError(
      `--state ${options.state} is not a state of incentives.yaml; choose one of ${states.map((item) => item.slug).join(', ')}`,
    );
  }
  if (maxOnRoad !== undefined && !state) throw new UsageError('--max-on-road needs a state, and incentives.yaml lists none');
  const onRoad = state && { state, model: site.calculators.onRoad, taxes: site.calculators.taxes };
  // Each car with how its price may have moved since it was confirmed, and `asOf`, the date of its price, for scripts.
  const today = carsWithPriceMoves(site.cars, site.brands, config.buildDate);
  const listed = options.includeDiscontinued ? today : onSale(today);
  // The buyer's situation: every cost is worked out for it, as the site's pages do for a visitor's.
  const context = situationContext({ ...site, incentives: states });
  const { bounds } = context;
  const outside = (flag: string, value: number | undefined, limits: { min: number; max: number }) => {
    if (value !== undefined && (value < limits.min || value > limits.max))
      throw new UsageError(`${flag} ${value} is outside ${limits.min} to ${limits.max} (calculators.yaml's situation)`);
  };
  outside('--daily-km', options.dailyKm, bounds.dailyKm);
  outside('--home-share', options.homeShare, bounds.homeSharePercent);
  outside('--tariff', options.tariff, bounds.perKwh);
  outside('--public-price', options.publicPrice, bounds.perKwh);
  const given = {
    state: state?.slug,
    dailyKm: options.dailyKm,
    homeShare: options.homeShare,
    homePerKwh: options.tariff,
    publicPerKwh: options.publicPrice,
  };
  const situation = parseSituation(given, { ...siteSituation(site), ...(state ? { state: state.slug } : {}) }, context);
  const mix = situationMix(situation, context);
  const buyer = state && buyerContext(states, site.calculators);
  const estimated = listed.map((car) => {
    const withFigures = withEstimates(car, site.calculators, mix);
    // Its cheapest variant's cost over the years, as its page and compare give it, for the situation.
    const cheapest = withFigures.variantList[0]!;
    // A car no longer sold new has no cost of buying it today, as on its page.
    const figures = buyer && !car.status && buyerFigures({ ...cheapest, wallKwhPerKm: cheapest.estimates.wallKwhPerKm }, situation, buyer);
    const costOverYears = figures && { years: figures.years, rupees: Math.round(figures.costOver) };
    return { ...withFigures, asOf: car.price.asOf, situation, ...(costOverYears ? { costOverYears } : {}) };
  });
  const onRoadOf = onRoad && ((variant: VariantFigures) => variantOnRoad(variant, onRoad));
  const cars = filterCars(estimated, filters, { brandNames, ...(onRoadOf ? { onRoadOf } : {}) });
  // With a state asked for, or an on-road budget, each car on sale says what it costs on the road there, from its
  // cheapest variant.
  const priced =
    onRoad && onRoadOf && (options.state || maxOnRoad !== undefined)
      ? cars.map((car) => {
          const rupees = onRoadFromOf(car, onRoadOf);
          return rupees === undefined ? car : { ...car, onRoadFrom: { state: onRoad.state.slug, rupees: Math.round(rupees) } };
        })
      : cars;
  return { rows: priced, all: estimated };
}

/** `query cars`. */
export const cars: Omit<QueryCollection<CarOptions>, 'name' | 'description' | 'columns'> = {
  options: carOptions,
  rows: carRows,
  render: (rows, format) => renderCars(rows as unknown as EstimatedCar[], format),
  sorts: { names: carSorts, sort: (rows, name) => (isCarSort(name) ? sortCars(rows as unknown as EstimatedCar[], name) : rows) },
  footer: (shown, total, options) => `${shown} of ${total} cars${options.includeDiscontinued ? '' : ' on sale'}`,
};
