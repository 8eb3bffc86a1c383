export { pageFile, redirectsFile, redirectsOf, robotsTxt, serveJson, sitemapXml, webManifest } from './site-files.ts';
export type { OutputFile } from './types.ts';
export { writeSiteAtomically } from './write.ts';
export { atomFeed } from './feed.ts';
