/** A position in a source file; line and column are 1-based. */
export interface SourceLocation {
  /** Path as shown to the user: relative to the working directory when inside it. */
  file: string;
  line: number;
  column: number;
  /** Where the offending text ends (the character after it), when the loader knows; absent means a single place. */
  end?: { line: number; column: number };
}

/** One problem found in the data or the built site. */
export interface Diagnostic {
  code: string;
  message: string;
  hint: string;
  loc?: SourceLocation;
  /** Dotted field path inside the file, e.g. `battery.capacityKwh` or `showcase[2]`. */
  field?: string;
  /** A few source lines around the location, with a caret, ready to print. */
  frame?: string;
  /** A warning does not stop a run unless it is strict (`--strict`); absent means an error. */
  severity?: 'warning';
}

/** A text of a catalogue entry: written out when it is always the same, else a function of the entry's arguments. */
export type Text<Args> = string | ((args: Args) => string);

/** A kind of problem, as the catalogue (catalogue.ts) defines it. */
export interface Definition<Args> {
  /** Stable kebab-case identifier, printed with every message. */
  code: string;
  /** What happened, for these arguments. */
  message: Text<Args>;
  /** What to do about it. */
  hint: Text<Args>;
}

const textOf = <Args>(text: Text<Args>, args: Args) => (typeof text === 'string' ? text : text(args));

/** Builds a diagnostic from a catalogue entry. */
export function diagnostic<Args>(
  definition: Definition<Args>,
  args: Args,
  where: { loc?: SourceLocation; field?: string; frame?: string; severity?: 'warning' } = {},
): Diagnostic {
  return { code: definition.code, message: textOf(definition.message, args), hint: textOf(definition.hint, args), ...where };
}

/** Thrown by a stage that cannot go on; carries every problem found so far. */
export class EvguideError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(`${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} found`);
    this.name = 'EvguideError';
    this.diagnostics = diagnostics;
  }
}

/** Orders diagnostics by file, line, column, then field, so a run's report reads top to bottom. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => [d.loc?.file ?? '\uffff', d.loc?.line ?? 0, d.loc?.column ?? 0, d.field ?? ''] as const;
  return [...diagnostics].sort((a, b) => {
    const [fa, la, ca, pa] = key(a);
    const [fb, lb, cb, pb] = key(b);
    return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb || (pa < pb ? -1 : pa > pb ? 1 : 0);
  });
}

/**
 * Thrown when what the user asked for cannot be done as asked (an output folder evguide may not replace, a data
 * folder that is a file): nothing has been done, and the CLI exits 2 with the message.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
