import { type Command, Option } from 'commander';
import { resolveConfig } from '../../src/config.ts';
import { UsageError } from '../../src/diagnostics/index.ts';
import {
  type CarFilters,
  type CarSort,
  carSorts,
  filterCars,
  homeStateSlug,
  onRoadFromOf,
  onSale,
  sortCars,
  type VariantFigures,
  variantOnRoad,
  withEstimates,
} from '../../src/domain/index.ts';
import { type Format, renderBrands, renderCars, renderStale } from '../output.ts';
import { cacheDirOption, dataOption, formatOption, number, stages } from '../options.ts';

/** `evguide query`: the data, for scripts, as a table, JSON or CSV. */
export function queryCommand(cli: Command): void {
  const query = cli.command('query').description('print data from data/ for scripts (stdout) ');
  query
    .command('cars')
    .description('list cars, filtered and sorted')
    .addOption(dataOption())
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
      "the state on-road prices are for (default: site.yaml's location); adds each car's on-road price from it to JSON",
    )
    .option('--min-range <km>', 'lowest claimed range in km', number('--min-range'))
    .option('--min-real-range <km>', 'lowest estimated real-world (city) range in km', number('--min-real-range'))
    .option('--max-cost-per-km <rupees>', 'highest electricity cost a km, at the national average tariff', number('--max-cost-per-km'))
    .option(
      '--max-dc-minutes <min>',
      'longest DC charge from 10 to 80%, in minutes (leaves out cars without DC)',
      number('--max-dc-minutes'),
    )
    .option('--search <text>', 'text in the name or brand')
    .option('--include-discontinued', 'also list cars no longer sold new (left out by default, as on the site)')
    .addOption(new Option('--sort <order>', 'sort order').choices(carSorts))
    .addOption(formatOption())
    .addOption(cacheDirOption())
    .action(
      async (
        options: { data: string; cacheDir: string; sort?: CarSort; format: Format; includeDiscontinued?: boolean; state?: string } & Pick<
          CarFilters,
          'brand' | 'body' | 'maxPrice' | 'maxOnRoad' | 'minRange' | 'search' | 'minRealRange' | 'maxCostPerKm' | 'maxDcMinutes'
        >,
      ) => {
        const site = await (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });
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
        const slug = options.state ?? homeStateSlug(site.incentives, site.settings.location.state);
        const state = site.incentives.find((item) => item.slug === slug);
        if (options.state && !state) {
          throw new UsageError(
            `--state ${options.state} is not a state of incentives.yaml; choose one of ${site.incentives.map((item) => item.slug).join(', ')}`,
          );
        }
        if (maxOnRoad !== undefined && !state) throw new UsageError('--max-on-road needs a state, and incentives.yaml lists none');
        const onRoad = state && { state, model: site.calculators.onRoad, taxes: site.calculators.taxes };
        const listed = options.includeDiscontinued ? site.cars : onSale(site.cars);
        const estimated = listed.map((car) => withEstimates(car, site.calculators));
        const onRoadOf = onRoad && ((variant: VariantFigures) => variantOnRoad(variant, onRoad));
        const cars = sortCars(filterCars(estimated, filters, { brandNames, ...(onRoadOf ? { onRoadOf } : {}) }), options.sort);
        // With a state asked for, or an on-road budget, each car on sale says what it costs on the road there, from its
        // cheapest variant.
        const priced =
          onRoad && onRoadOf && (options.state || maxOnRoad !== undefined)
            ? cars.map((car) => {
                const rupees = onRoadFromOf(car, onRoadOf);
                return rupees === undefined ? car : { ...car, onRoadFrom: { state: onRoad.state.slug, rupees: Math.round(rupees) } };
              })
            : cars;
        process.stdout.write(renderCars(priced, options.format));
        if (options.format === 'table')
          process.stderr.write(`${cars.length} of ${listed.length} cars${options.includeDiscontinued ? '' : ' on sale'}\n`);
      },
    );
  query
    .command('stale')
    .description("list dated facts (prices, incentives) older than site.yaml's staleAfterDays, oldest first")
    .addOption(dataOption())
    .addOption(formatOption())
    .action(async (options: { data: string; format: Format }) => {
      const config = resolveConfig({ dataDir: options.data });
      const rows = (await stages.loadSite()).listStaleFacts({ ...config, today: config.buildDate });
      process.stdout.write(renderStale(rows, options.format));
      if (options.format === 'table') process.stderr.write(`${rows.length} stale fact${rows.length === 1 ? '' : 's'}\n`);
    });
  query
    .command('brands')
    .description('list brands')
    .addOption(dataOption())
    .addOption(formatOption())
    .addOption(cacheDirOption())
    .action(async (options: { data: string; cacheDir: string; format: Format }) => {
      const site = await (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });
      process.stdout.write(renderBrands(site.brands, site.cars, options.format));
    });
}
