/**
 * The languages a site can be built in: English at the root, Hindi under /hi/. A file of its own, without zod, since
 * site.yaml's `languages` names them and src/domain/locale.ts (which the browser's islands load) too.
 */
export const locales = ['en', 'hi'] as const;

/** A language of the site. */
export type Locale = (typeof locales)[number];
