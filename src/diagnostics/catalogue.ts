import type { Definition } from './diagnostic.ts';

/**
 * Every problem evguide can report, in one place (after Astro's error catalogue).
 * A code never changes once published: tests, docs and users' scripts match on it.
 */
interface ErrorDefinition<Args> extends Definition<Args> {
  /** One-line summary of the kind of problem. */
  title: string;
}

const define = <Args = void>(definition: ErrorDefinition<Args>): ErrorDefinition<Args> => definition;
const quoteList = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

export const catalogue = {
  ReadFailed: define<{ reason: string }>({
    code: 'read-failed',
    title: 'A data file could not be read',
    message: ({ reason }) => `could not read the file: ${reason}`,
    hint: 'Check that the file exists and is readable.',
  }),
  MissingFile: define<{ what: string }>({
    code: 'missing-file',
    title: 'A required data file is missing',
    message: ({ what }) => `this file is required (${what}) but does not exist`,
    hint: 'Create it; see README.md, "Data layout", for what it holds.',
  }),
  EmptyFile: define({
    code: 'empty-file',
    title: 'A data file is empty',
    message: 'the file is empty',
    hint: 'Fill it in or delete it.',
  }),
  NoFrontMatter: define({
    code: 'no-front-matter',
    title: 'A Markdown file has no front matter',
    message: 'the file does not start with front matter between --- lines',
    hint: 'Start the file with a line "---", the YAML fields, and another "---" line, then the Markdown.',
  }),
  FrontMatterUnclosed: define({
    code: 'front-matter-unclosed',
    title: 'Front matter is never closed',
    message: 'the front matter that starts here is never closed by a "---" line',
    hint: 'Add a line "---" after the last field, before the Markdown.',
  }),
  MarkdownTooComplex: define<{ problem: string }>({
    code: 'markdown-too-complex',
    title: 'A text is too large or too deeply nested to read',
    message: ({ problem }) => `this Markdown is not read: ${problem}`,
    hint: 'Split the text in two, or nest its lists, quotes and emphasis less deeply.',
  }),
  EmptyBody: define<{ kind: string }>({
    code: 'empty-body',
    title: 'A post or page has no text',
    message: ({ kind }) => `the ${kind} has no text after its front matter`,
    hint: 'Write the text below the closing "---" line, or delete the file.',
  }),
  YamlSyntax: define<{ detail: string; hint?: string }>({
    code: 'yaml-syntax',
    title: 'The YAML cannot be parsed',
    message: ({ detail }) => detail,
    hint: ({ hint }) => hint ?? 'Indent with spaces (never tabs), close every quote and bracket, and put a space after each colon.',
  }),
  DuplicateKey: define<{ key: string }>({
    code: 'duplicate-key',
    title: 'A key appears twice in the same mapping',
    message: ({ key }) => `the key "${key}" appears twice in this mapping`,
    hint: 'Keep one of the two; YAML would otherwise silently keep only one value.',
  }),
  ReservedKey: define<{ key: string }>({
    code: 'reserved-key',
    title: 'A key is a name JavaScript reserves',
    message: ({ key }) => `"${key}" cannot be a key: it is reserved in JavaScript`,
    hint: 'Rename the key or delete it: no field has this name, and JavaScript would read it as a part of every object, not as data.',
  }),
  WrongType: define<{ expected: string; found: string }>({
    code: 'wrong-type',
    title: 'A field has the wrong type',
    message: ({ expected, found }) => `expected ${expected}, found ${found}`,
    hint: ({ expected }) => `Write ${expected} here.`,
  }),
  MissingField: define<{ expected: string }>({
    code: 'missing-field',
    title: 'A required field is missing',
    message: ({ expected }) => `this required field is missing (expected ${expected})`,
    hint: 'Add the field; every field of the schema is required unless it says optional.',
  }),
  UnknownField: define<{ key: string; suggestion?: string }>({
    code: 'unknown-field',
    title: 'A field is not part of the schema',
    message: ({ key, suggestion }) => `unknown field "${key}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
    hint: ({ suggestion }) =>
      suggestion ? `Rename it to "${suggestion}".` : 'Remove it, or check the schema in schemas/ for the fields allowed here.',
  }),
  ComputedField: define<{ key: string; how: string }>({
    code: 'computed-field',
    title: 'A field that evguide works out was written by hand',
    message: ({ key, how }) => `"${key}" is not written in data: it is ${how}`,
    hint: 'Delete this line; the page shows how the figure is worked out.',
  }),
  InvalidValue: define<{ expected: string; found: string }>({
    code: 'invalid-value',
    title: 'A field has a value that is not allowed',
    message: ({ expected, found }) => `expected ${expected}, found ${found}`,
    hint: 'Use one of the allowed values.',
  }),
  OutOfRange: define<{ expected: string; found: string; of?: string }>({
    code: 'out-of-range',
    title: 'A number, text or list is out of range',
    message: ({ expected, found }) => `expected ${expected}, found ${found}`,
    hint: ({ of }) =>
      of === 'string'
        ? 'Write the text here; it may not be empty.'
        : of === 'array'
          ? 'Add or remove items to fit.'
          : 'Check the figure and its unit.',
  }),
  InvalidFormat: define<{ expected: string; found: string }>({
    code: 'invalid-format',
    title: 'A text field is not in the expected format',
    message: ({ expected, found }) => `expected ${expected}, found ${found}`,
    hint: ({ expected }) => `Write it as ${expected}.`,
  }),
  IdMismatch: define<{ key: string; value: string; fileName: string }>({
    code: 'id-mismatch',
    title: "An entry's id differs from its file name",
    message: ({ key, value, fileName }) => `${key} "${value}" does not match the file name "${fileName}"`,
    hint: ({ key, value }) => `Rename the file to ${value}.yaml, or change ${key} to match the file name.`,
  }),
  FileNameNotSlug: define<{ fileName: string }>({
    code: 'file-name-not-slug',
    title: 'A file name is not a lowercase slug',
    message: ({ fileName }) => `the file name "${fileName}" is not a lowercase slug`,
    hint: 'Name entry files with lowercase letters, digits and single hyphens, e.g. tata-nexon-ev.yaml.',
  }),
  ReservedId: define<{ kind: string; id: string; path: string }>({
    code: 'reserved-id',
    title: 'An id is taken by the site itself',
    message: ({ kind, id, path }) => `the ${kind} "${id}" is reserved: ${path} is where the list's further pages live`,
    hint: ({ kind }) =>
      kind.startsWith('post') ? 'Rename the file: a post is named by its file.' : 'Choose another id, e.g. with the brand in it.',
  }),
  DuplicateId: define<{ kind: string; id: string; other: string }>({
    code: 'duplicate-id',
    title: 'Two entries share an id',
    message: ({ kind, id, other }) => `${kind} id "${id}" is already used by ${other}`,
    hint: 'Ids must be unique across the collection, aliases included; rename one of them.',
  }),
  UnknownReference: define<{ kind: string; id: string; known: readonly string[]; suggestion?: string }>({
    code: 'unknown-reference',
    title: 'A reference names an entry that does not exist',
    message: ({ kind, id, suggestion }) => `no ${kind} has the id "${id}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
    hint: ({ kind, known }) => `Known ${kind} ids: ${known.length > 12 ? `${quoteList(known.slice(0, 12))}, ...` : quoteList(known)}.`,
  }),
  AlsoOnSaleIsACar: define<{ name: string; id: string }>({
    code: 'also-on-sale-is-a-car',
    title: 'A car not yet compared is in data/cars/ too',
    message: ({ name, id }) => `"${name}" is also the car data/cars/${id}.yaml, so the directory would name it twice`,
    hint: 'Delete this entry: once a car has its own file it is compared with the others.',
  }),
  WrongBrand: define<{ car: string; carBrand: string; brand: string }>({
    code: 'wrong-brand',
    title: "A brand lists another brand's car",
    message: ({ car, carBrand, brand }) => `car "${car}" belongs to brand "${carBrand}", not "${brand}"`,
    hint: "List only the brand's own cars in its showcase and its price changes.",
  }),
  DiscontinuedCar: define<{ car: string; since: string; where: string }>({
    code: 'discontinued-car',
    title: 'A car no longer on sale is put forward',
    message: ({ car, since, where }) => `car "${car}" has not been sold since ${since}, so it cannot be ${where}`,
    hint: 'Put forward a car on sale; the discontinued one keeps its own page.',
  }),
  MissingImage: define<{ path: string }>({
    code: 'missing-image',
    title: 'An image file does not exist',
    message: ({ path }) => `the image "data/${path}" does not exist`,
    hint: 'Add the file under data/images/, or correct the path (it is relative to data/).',
  }),
  ChargeWindow: define<{ from: number; to: number }>({
    code: 'charge-window',
    title: 'A charge does not end above where it starts',
    message: ({ from, to }) => `a charge from ${from}% to ${to}% gains nothing; the charging figures are worked out from it`,
    hint: 'Write the percentages the quoted time covers, e.g. fromPercent: 10 and toPercent: 80.',
  }),
  RangeReversed: define<{ low: number; high: number }>({
    code: 'range-reversed',
    title: 'A range starts above where it ends',
    message: ({ low, high }) => `the low end ${low} is above the high end ${high}`,
    hint: 'Swap the two figures, or correct the one that is wrong.',
  }),
  SliderDefault: define<{ detail: string }>({
    code: 'slider-bounds',
    title: "A slider's default or bounds do not fit together",
    message: ({ detail }) => detail,
    hint: 'A slider needs min <= default <= max, with default and max reachable from min in whole steps.',
  }),
  BucketGap: define<{ detail: string }>({
    code: 'bucket-gap',
    title: 'Filter buckets leave a gap or overlap',
    message: ({ detail }) => detail,
    hint: 'Each bucket must start where the previous one ends, so every value falls in exactly one.',
  }),
  BrokenLink: define<{ page: string; href: string }>({
    code: 'broken-link',
    title: 'A link points to a page that is not built',
    message: ({ page, href }) => `${page} links to ${href}, which does not exist`,
    hint: 'Fix the link in the data or template, or add the page it points to.',
  }),
  UnknownDirective: define<{ name: string; names: readonly string[] }>({
    code: 'unknown-directive',
    title: 'A post uses a directive that does not exist',
    message: ({ name, names }) => `:${name} is not a directive; the directives are ${names.map((item) => `:${item}`).join(', ')}`,
    hint: 'Write one of the directives docs/data.md lists, or write "\\:" to keep a colon before a word as text.',
  }),
  DirectiveAttribute: define<{ name: string; attribute: string; missing: boolean; attributes: readonly string[] }>({
    code: 'directive-attribute',
    title: 'A directive lacks an attribute it needs, or has one it does not take',
    message: ({ name, attribute, missing }) =>
      missing
        ? `:${name} needs the attribute ${attribute}, as in :${name}{${attribute}=...}`
        : `:${name} takes no attribute "${attribute}"`,
    hint: ({ attributes }) => `Its attributes are ${quoteList(attributes)}.`,
  }),
  DirectiveValue: define<{
    name: string;
    attribute: string;
    value: string;
    suggestion?: string;
    choices: readonly string[];
    /** For a number: the numbers it takes, "a number from 1 to 1000". */
    expected?: string;
  }>({
    code: 'directive-value',
    title: 'A directive names something the data does not hold, or a number out of its bounds',
    message: ({ name, attribute, value, expected }) =>
      expected
        ? `:${name} takes ${attribute} as ${expected}, not "${value}"`
        : `:${name} quotes ${attribute} "${value}", which data/ does not hold`,
    hint: ({ attribute, suggestion, choices, expected }) =>
      expected
        ? `Write the number alone, without units: ${attribute}=50.`
        : suggestion
          ? `Did you mean "${suggestion}"?`
          : `The ${attribute} names there are: ${quoteList(choices.slice(0, 12))}${choices.length > 12 ? `, and ${choices.length - 12} more` : ''}.`,
  }),
  DirectiveUndated: define<{ quoted: string }>({
    code: 'directive-undated',
    title: ':asof is beside a figure the data does not date',
    message: ({ quoted }) => `:asof has no date to give: what ${quoted} quotes rests on no dated fact`,
    hint: 'Remove the :asof, or quote a figure the data dates (a price, a rate, a tax, a tariff).',
  }),
  BrokenAnchor: define<{ page: string; href: string }>({
    code: 'broken-anchor',
    title: 'A link points to an anchor that does not exist',
    message: ({ page, href }) => `${page} links to ${href}, but that page has no element with this id`,
    hint: 'Fix the fragment after # or give the target element that id.',
  }),
  NotUtf8: define<undefined>({
    code: 'not-utf8',
    title: 'A file is not UTF-8 text',
    message: 'the file has bytes that are not UTF-8 text here',
    hint: 'Save the file as UTF-8 (most editors offer it under "Save with encoding"), and check the character at this place.',
  }),
  SymlinkLoop: define<{ path: string }>({
    code: 'symlink-loop',
    title: 'A symbolic link leads back into itself',
    message: ({ path }) => `${path} is a symbolic link that leads back to itself or to a folder holding it, a loop`,
    hint: 'Delete the link, or point it at a folder inside data/ that does not contain it.',
  }),
  OutsideDataFolder: define<{ path: string; target: string }>({
    code: 'outside-data-folder',
    title: 'A file or link leads outside the data folder',
    message: ({ path, target }) => `${path} leads outside the data folder, to ${target}: nothing from outside it is read or published`,
    hint: 'Copy the file into the data folder instead of linking to it, or delete the link.',
  }),
  ImageRefused: define<{ path: string; reason: string; hint: string }>({
    code: 'image-refused',
    title: 'A file of data/images/ cannot be published',
    message: ({ path, reason }) => `${path} cannot be published: ${reason}`,
    hint: ({ hint }) => hint,
  }),
  BrokenSymlink: define<{ path: string }>({
    code: 'broken-symlink',
    title: 'A symbolic link leads nowhere',
    message: ({ path }) => `${path} is a symbolic link to a file that does not exist`,
    hint: 'Point the link at the file it should share, or delete it.',
  }),
  ControlCharacter: define<{ code: string }>({
    code: 'control-character',
    title: 'A file has a control character',
    message: ({ code }) => `the file has an invisible control character (${code}) here, which text files do not contain`,
    hint: 'Delete it: such characters come from pasting out of PDFs or word processors, or from a file that is not text.',
  }),
  FileTooLarge: define<{ size: string; limit: string }>({
    code: 'file-too-large',
    title: 'A data file is too large',
    message: ({ size, limit }) => `the file is ${size}; a data file may be at most ${limit}`,
    hint: 'Check that it was not copied here by mistake, or split it: cars, brands and posts take one file each.',
  }),
  StaleFact: define<{ what: string; asOf: string; days: number; limit: number; source: string }>({
    code: 'stale-fact',
    title: 'A dated fact is older than the site allows',
    message: ({ what, asOf, days, limit }) =>
      `the ${what} was last confirmed on ${asOf}, ${days} days ago (the limit is ${limit}, staleAfterDays in site.yaml)`,
    hint: ({ source }) => `Check it against ${source}, then update the figure and its asOf date.`,
  }),
  StaleQuote: define<{ what: string; asOf: string; days: number; limit: number; source: string }>({
    code: 'stale-quote',
    title: 'A post, guide or FAQ answer quotes a dated fact older than the site allows',
    message: ({ what, asOf, days, limit }) =>
      `the text quotes the ${what}, last confirmed on ${asOf}, ${days} days ago (the limit is ${limit}, staleAfterDays in site.yaml)`,
    hint: ({ source }) => `Check the figure against ${source} and update it in its data file; the text follows by itself.`,
  }),
  LaunchPassed: define<{ name: string; launch: string; month: string }>({
    code: 'launch-passed',
    title: "An upcoming car's launch month has passed",
    message: ({ name, launch, month }) =>
      `the ${name} was expected in ${launch}, before this month (${month}), so the site no longer lists it as upcoming`,
    hint: 'If it has launched, add it to data/cars/ and remove it here; if it is late, set the month now expected.',
  }),
  PriceMoved: define<{ what: string; asOf: string; brand: string; change: string; source: string }>({
    code: 'price-moved',
    title: 'A price was confirmed before its maker changed its prices',
    message: ({ what, asOf, brand, change }) =>
      `the ${what} was confirmed on ${asOf}, before ${brand} raised its prices by ${change}; pages show it as no longer current, and its on-road price as a range`,
    hint: ({ source }) => `Find the new price (the change is reported at ${source}), then update the figure and its asOf date.`,
  }),
  DcWithoutPort: define<{ option: string }>({
    code: 'dc-without-port',
    title: 'DC charging is mentioned for a car without a DC port',
    message: ({ option }) => `"${option}" mentions DC charging, but charging.dc is null (no DC port)`,
    hint: 'If the car takes DC charging, give charging.dc its kW, minutes and percentages; if not, reword this option.',
  }),
  RealWorldAboveClaimed: define<{ realWorld: number; claimed: number }>({
    code: 'real-world-above-claimed',
    title: 'A real-world range is above the claimed range',
    message: ({ realWorld, claimed }) =>
      `the real-world range of ${realWorld} km is above the claimed ${claimed} km; official test cycles are always the more optimistic figure`,
    hint: 'Check both figures and their units: the claimed range is the test-cycle figure, the real-world one a measured drive.',
  }),
  VariantPriceOrder: define<{ name: string; lakh: number; previous: string; previousLakh: number }>({
    code: 'variant-price-order',
    title: 'Variants are not listed cheapest first',
    message: ({ name, lakh, previous, previousLakh }) =>
      `"${name}" at ${lakh} lakh costs less than "${previous}" listed before it at ${previousLakh} lakh`,
    hint: 'List the variants from the cheapest to the dearest, and check both prices against the source.',
  }),
  VariantPriceRange: define<{ end: 'min' | 'max'; range: number; name: string; lakh: number }>({
    code: 'variant-price-range',
    title: 'The variants do not match the price range',
    message: ({ end, range, name, lakh }) =>
      `the range ${end === 'min' ? 'starts' : 'ends'} at ${range} lakh, but the ${end === 'min' ? 'cheapest' : 'dearest'} variant, "${name}", costs ${lakh} lakh`,
    hint: ({ end }) => `Make price.${end} the ${end === 'min' ? 'first' : 'last'} variant's price: when one changes, so must the other.`,
  }),
  VariantBattery: define<{ name: string; kwh: number; packs: readonly number[] }>({
    code: 'variant-battery',
    title: "A variant's battery is not one the car offers",
    message: ({ name, kwh, packs }) =>
      packs.length === 1
        ? `"${name}" has a ${kwh} kWh battery, but the car's only pack is ${packs[0]} kWh`
        : `"${name}" has a ${kwh} kWh battery, but the car's packs are ${packs.slice(0, -1).join(', ')} and ${packs.at(-1)} kWh`,
    hint: 'Use one of battery.options (or battery.capacityKwh), or add the pack there.',
  }),
  VariantRange: define<{ name: string; kwh: number; largest: number }>({
    code: 'variant-range',
    title: "A smaller pack's variant does not state its range",
    message: ({ name, kwh, largest }) =>
      `"${name}" has the ${kwh} kWh pack, but no claimedKm: range.claimedKm is the ${largest} kWh pack's, so it cannot be this variant's`,
    hint: "Add the maker's claimed range for this variant as claimedKm, or null while no source confirms it (the site then scales the largest pack's claim to it and says so).",
  }),
  IncentiveAboveCap: define<{ state: string; lakh: number; cap?: number }>({
    code: 'incentive-above-cap',
    title: "A state's incentive does not match its policy",
    message: ({ state, lakh, cap }) =>
      cap === undefined
        ? `${state} gives up to ${lakh} lakh, but has no purchaseIncentive, so no policy backs the amount`
        : lakh <= 0
          ? `${state} has a purchase incentive of up to ${cap} lakh a car, but maxRebateLakh says it gives nothing`
          : `${state} gives up to ${lakh} lakh, but its policy caps the incentive at ${cap} lakh a car`,
    hint: ({ cap }) =>
      cap === undefined
        ? 'Add purchaseIncentive (perKwh, capLakh, asOf, source) from the policy, or set maxRebateLakh to 0.'
        : 'Set maxRebateLakh to the most a car can get under the policy: above 0 and at most purchaseIncentive.capLakh.',
  }),
  OutputLocked: define<{ outDir: string; pid: number; lock: string }>({
    code: 'output-locked',
    title: 'Another build is writing the same output',
    message: ({ outDir, pid }) => `another evguide build (process ${pid}) is writing ${outDir}`,
    hint: ({ lock }) => `Wait for it to finish. If no such build is running, delete ${lock}.`,
  }),
  MissingAsset: define<{ page: string; src: string }>({
    code: 'missing-asset',
    title: 'A page refers to a file that is not built',
    message: ({ page, src }) => `${page} refers to ${src}, which does not exist`,
    hint: 'Check the path of the image, stylesheet or script.',
  }),
  ExternalAsset: define<{ page: string; src: string }>({
    code: 'external-image',
    title: 'A page loads an image from another site',
    message: ({ page, src }) =>
      `${page} loads ${src} from another site, which would learn who reads the page (the site's security policy blocks it)`,
    hint: 'Copy the image into data/images/ and write its path (/images/...), or add its host to allowedImageHosts in site.yaml.',
  }),
} as const;

export type CatalogueEntry = (typeof catalogue)[keyof typeof catalogue];
