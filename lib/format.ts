/**
 * "1,000", "5,400", "6.5": grouped digits with a fixed number of decimals, in Indian grouping
 * ("1,04,500") unless `grouping` is 'thousands' (a foreign amount as its own sources write it: "140,185").
 */
export function formatNumber(value: number, decimals = 0, grouping: 'indian' | 'thousands' = 'indian'): string {
  return value.toLocaleString(grouping === 'indian' ? 'en-IN' : 'en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * Date for people: "14 March 2024", or "14 Mar 2024" where many stand side by side (the compare table's
 * cells); on a translated page, as its locale writes dates ("26 नवंबर 2026"). The machine-readable
 * form goes in <time datetime>.
 */
export function formatDate(iso: string, month: 'long' | 'short' = 'long', locale = 'en-GB'): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(locale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Initials for an avatar fallback: "Priya S." → "PS". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** An id or URL piece from a title: "Study Abroad" → "study-abroad" (letters and digits, one dash between words). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A source's site as a reader recognises it: "gov.uk", "canada.ca". */
export function sourceHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** A phone number, or a telephone link's words, as one unbreakable piece ("+91 80 4718 2200" never splits across two lines). */
export function phoneText(display: string): string {
  return display.replace(/ /g, '\u00a0');
}
