import type { Office } from './types';
import file from './data/offices.json';
import { parseFile } from './schema';
import { listFiles } from './schemas';

/** Contact page office row (spec §2: Hyderabad, Bangalore, London); Bangalore is the head branch. */
export const offices: Office[] = parseFile(listFiles.offices.file, listFiles.offices.schema, file).offices;

const head = offices.find((office) => office.isHeadBranch);
if (!head) throw new Error(`${listFiles.offices.file}: no office has isHeadBranch: true`);

/** The head branch (Marathahalli, Bengaluru), shown beside the contact page map. */
export const headBranch: Office = head;

/** Google Maps embed for an office's coordinates (loaded behind a facade on the contact page). */
export function mapEmbedUrl(office: Office): string {
  return `https://www.google.com/maps?q=${office.geo.latitude},${office.geo.longitude}&z=15&output=embed`;
}
