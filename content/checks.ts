// Checks the content tests share (every content file is validated the same way). Test-only: no page
// imports this module, so the node:fs import never reaches a bundle.
import fs from 'node:fs';
import path from 'node:path';

/** A real calendar day written YYYY-MM-DD: the content files' schemas use the same test. */
export { isValidIsoDate } from './schema';

/** An absolute https:// URL (sources and links must not be plain http or relative). */
export function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A site path ("/images/…") naming a file that exists in public/. */
export function publicFileExists(p: string): boolean {
  return p.startsWith('/') && fs.existsSync(path.join(process.cwd(), 'public', p));
}
