export {
  headersFile,
  pageFile,
  redirectsFile,
  redirectsOf,
  robotsTxt,
  SECURITY_HEADERS,
  serveJson,
  sitemapXml,
  webManifest,
} from './site-files.ts';
export type { OutputFile } from '../output-file.ts';
export type { OutputStage, StagedFile } from '../page/index.ts';
export { stageOutput } from './stage.ts';
export { atomFeed, feedInputs } from './feed.ts';
export { launchCalendars } from './calendar.ts';
export { claimOutputFolder, OUTPUT_MARKER, type OutputClaim } from './output-folder.ts';
