/**
 * "1,000", "5,400", "6.5": grouped digits with a fixed number of decimals, in Indian grouping
 * ("1,04,500") unless `grouping` is 'thousands' (a foreign amount as its own sources write it: "140,185").
 */
export function formatNumber(value: number, decimals = 0, grouping: 'indian' | 'thousands' = 'indian'): string {
  const locale = grouping === 'indian' ? 'en-IN' : 'en-GB';
  return cached(`number ${locale} ${decimals}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })).format(value);
}

/**
 * Intl formatters, made once per locale and options: building one is far dearer than formatting with
 * it, and a page formats hundreds of figures, dates and hours with a handful of them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}

/** The site's one way to write a date or time in words: a shared Intl.DateTimeFormat for these options. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A YYYY-MM-DD date as midnight UTC, the moment every date here is written from. */
const utc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

/**
 * Date for people: "14 March 2024", or "14 Mar 2024" where many stand side by side (the compare table's
 * cells); on a translated page, as its locale writes dates ("26 नवंबर 2026"). The machine-readable
 * form goes in <time datetime>.
 */
export function formatDate(iso: string, month: 'long' | 'short' = 'long', locale = 'en-GB'): string {
  return dateFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(utc(iso));
}

/** A month for people, where the record names no day: "March 2024", "मार्च 2024". */
export function formatMonth(iso: string, locale = 'en-GB'): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso));
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
