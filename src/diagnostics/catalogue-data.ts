import { define, quoteList } from './catalogue-define.ts';

/** The problems of reading the data files and checking each against its schema and the others (src/diagnostics/catalogue.ts). */
export const dataProblems = {
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
  TariffSlabs: define<{ detail: string }>({
    code: 'tariff-slabs',
    title: "A state's tariff slabs do not fit together",
    message: ({ detail }) => detail,
    hint: 'List the slabs lowest first, each upToUnits above the last, the last with none; perKwh is the rate of one of them.',
  }),
  BucketGap: define<{ detail: string }>({
    code: 'bucket-gap',
    title: 'Filter buckets leave a gap or overlap',
    message: ({ detail }) => detail,
    hint: 'Each bucket must start where the previous one ends, so every value falls in exactly one.',
  }),
} as const;
