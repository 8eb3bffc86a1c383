import { dataProblems } from './catalogue-data.ts';
import { siteProblems } from './catalogue-site.ts';

/**
 * Every problem evguide can report, in one place (after Astro's error catalogue), in the order docs/errors.md lists
 * them: those of the data files (catalogue-data.ts), then those of the site they make (catalogue-site.ts).
 * A code never changes once published: tests, docs and users' scripts match on it.
 */
export const catalogue = { ...dataProblems, ...siteProblems } as const;

export type CatalogueEntry = (typeof catalogue)[keyof typeof catalogue];
