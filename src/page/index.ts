// One page of the site as the stages hand it on: what a route says it is (page.ts), what its HTML links to
// (scan.ts), and the staged output it is written into (output-stage.ts, write-parts.ts). Routes make pages, the
// render stage writes them, emit stages the output and the check reads the scans: they meet here, not in each other.
export type { Manifest, OutputStage, StagedFile, StagedWrite } from './output-stage.ts';
export type { Page, PageHtml } from './page.ts';
export { packScan, scanPage, unpackScan, type PageScan } from './scan.ts';
export { writeOutputFile } from './write-parts.ts';
