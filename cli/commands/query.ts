import { type Command, Option } from 'commander';
import { type QueryCollection, type QueryOptions, collect, runQuery } from '../query/collection.ts';
import { queryCollections } from '../query/collections.ts';
import { cacheDirOption, dataOption, formatOption, integer } from '../options.ts';

/** What `evguide query --help` says of the options every collection shares. */
const SHARED_HELP = `
Every collection takes:
  -f, --format table|json|csv|ndjson   table (default): one line per row; json: the validated data as the
                                       schemas/ files describe it, with computed fields; ndjson: one JSON object a line
  --fields a,b.c                       only these fields; dotted paths reach inside objects (battery.capacityKwh);
                                       in a table or CSV an object spreads into dotted columns, lists are joined with ;
  --where FIELD=VALUE                  keep rows where FIELD equals VALUE (text compared ignoring case); also
                                       FIELD>N, FIELD<N (numbers, or dates as written), FIELD~TEXT (contains, any
                                       case); a list meets it when one item does; repeat to require all
  --sort FIELD[:desc]                  sort by FIELD, ascending; FIELD:desc for largest first (missing values last)
  --limit N                            at most N rows (after --where and --sort)
An unknown field is a usage error (exit 2) that lists the fields there are.

Examples:
  evguide query cars --where 'battery.capacityKwh>40' --sort price.min --fields id,name,price.min
  evguide query states --where name=Maharashtra --fields roadTax
  evguide query lenders --sort rate.from --limit 3 --format csv
`;

/** Adds one collection's command, with its own options and the shared ones. */
function addCollection<O extends QueryOptions>(query: Command, collection: QueryCollection<O>): void {
  const command = query.command(collection.name).description(collection.description).addOption(dataOption());
  collection.options?.(command);
  const sortHelp = collection.sorts
    ? `sort by a field, ascending (FIELD:desc: descending), or one of ${collection.sorts.names.join(', ')}`
    : 'sort by a field, ascending (FIELD:desc: descending)';
  command
    .option('--fields <list>', 'comma-separated fields to show, dotted paths allowed, e.g. id,battery.capacityKwh')
    .option('--where <condition>', 'FIELD=VALUE, FIELD>N, FIELD<N or FIELD~TEXT; repeat to AND them', collect)
    .option('--sort <order>', sortHelp)
    .addOption(new Option('--limit <n>', 'at most this many rows').argParser(integer('--limit', 0)))
    .addOption(formatOption())
    .addOption(cacheDirOption())
    .action(async (options: O) => {
      const { output, footer } = await runQuery(collection, options);
      process.stdout.write(output);
      if (footer !== undefined) process.stderr.write(`${footer}\n`);
    });
}

/** `evguide query`: the data, for scripts, as a table, JSON, NDJSON or CSV. */
export function queryCommand(cli: Command): void {
  const query = cli.command('query').description('print data from data/ for scripts (stdout) ').addHelpText('after', SHARED_HELP);
  for (const collection of queryCollections) addCollection(query, collection as QueryCollection);
}
