// Checks the content tests share (every content file is validated the same way). Test-only: no page
// imports this module, so the node:fs import never reaches a bundle.
import fs from 'node:fs';
import path from 'node:path';

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
