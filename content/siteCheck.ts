import siteDetails from './data/site.json';
import { parseFile } from './schema';
import { listFiles } from './schemas';

/**
 * Checks content/data/site.json against its schema and fails the page (the build, or the preview's
 * error overlay) with the file and field at fault. Server-only: content/site.ts, which client
 * components import, only types the file, so the checker never ships to browsers.
 */
export function checkSiteDetails(): void {
  parseFile(listFiles.site.file, listFiles.site.schema, siteDetails);
}
