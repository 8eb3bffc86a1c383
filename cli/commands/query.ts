import { type Command, Option } from 'commander';
import { resolveConfig } from '../../src/config.ts';
import { type CarFilters, type CarSort, carSorts, filterCars, onSale, sortCars, withEstimates } from '../../src/domain/index.ts';
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
    .option('--max-price <lakh>', 'highest starting price in lakh', number('--max-price'))
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
        options: { data: string; cacheDir: string; sort?: CarSort; format: Format; includeDiscontinued?: boolean } & Pick<
          CarFilters,
          'brand' | 'body' | 'maxPrice' | 'minRange' | 'search' | 'minRealRange' | 'maxCostPerKm' | 'maxDcMinutes'
        >,
      ) => {
        const site = await (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });
        const brandNames = new Map(site.brands.map((brand) => [brand.slug, brand.name]));
        const { brand, body, maxPrice, minRange, search, minRealRange, maxCostPerKm, maxDcMinutes } = options;
        const filters: CarFilters = { brand, body, maxPrice, minRange, search, minRealRange, maxCostPerKm, maxDcMinutes };
        const listed = options.includeDiscontinued ? site.cars : onSale(site.cars);
        const estimated = listed.map((car) => withEstimates(car, site.calculators));
        const cars = sortCars(filterCars(estimated, filters, { brandNames }), options.sort);
        process.stdout.write(renderCars(cars, options.format));
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
