import type { Definition } from './diagnostic.ts';

/** A problem of the catalogue: how it reads, and a one-line title for docs/errors.md. */
export interface ErrorDefinition<Args> extends Definition<Args> {
  /** One-line summary of the kind of problem. */
  title: string;
}

export const define = <Args = void>(definition: ErrorDefinition<Args>): ErrorDefinition<Args> => definition;
export const quoteList = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');
