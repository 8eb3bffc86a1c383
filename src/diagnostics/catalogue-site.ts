import { define, quoteList } from './catalogue-define.ts';

/**
 * The problems of links, directives, files on disk, dated facts, consistency between figures and the output folder
 * (src/diagnostics/catalogue.ts).
 */
export const siteProblems = {
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
  Untranslated: define<{ field: string; problem: 'missing' | 'empty' | 'length' | 'no-twin' }>({
    code: 'untranslated',
    title: 'A text has no Hindi beside it',
    message: ({ field, problem }) =>
      ({
        missing: `${field} has no Hindi text (hi.${field}), so the Hindi page shows it in English`,
        empty: `the Hindi text of ${field} is empty, so the Hindi page shows it in English`,
        length: `hi.${field} does not have one item for each item of ${field}, so the Hindi page shows the list in English`,
        'no-twin': `there is no Hindi version (${field}), so the Hindi page shows it in English`,
      })[problem],
    hint: ({ problem }) =>
      problem === 'no-twin'
        ? "Write the Hindi file with the same name: its front matter holds the translated title, description (and a post's excerpt and FAQs); the rest comes from the English."
        : "Add the Hindi under the record's `hi:` key, with the same field names and one item for each English item (docs/i18n.md).",
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
