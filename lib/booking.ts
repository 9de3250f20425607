/**
 * Booking a counsellor's calendar (Cal.com, Calendly): when NEXT_PUBLIC_BOOKING_URL is set at build
 * time, "Book Appointment" and "Book a Consultation" are plain links there (no third-party script),
 * carrying the visit's campaign as utm_* parameters so the booking tool attributes the meeting.
 */
import { utmKeys, utmStorageKey } from './lead';

/** https only: a booking page asks for a name and e-mail, never over plain http. */
export function parseBookingUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Inlined by Next at build time: null keeps today's links to the counselling form. */
export const bookingUrl = parseBookingUrl(process.env.NEXT_PUBLIC_BOOKING_URL);

/** Marks a booking link, for the campaign script below and for measurement's "booking tap". */
export const bookingAttribute = 'data-booking';

/**
 * The booking address with the remembered campaign (the JSON lib/lead.ts keeps in sessionStorage)
 * as utm_* parameters; untouched when there is none. Self-contained, because the same function runs
 * as an inline script (`bookingCampaignScript`).
 */
function campaignHref(base: string, saved: string | null, keys: readonly string[]): string {
  let utm: Record<string, unknown> | null = null;
  try {
    utm = saved ? JSON.parse(saved) : null;
  } catch {
    utm = null;
  }
  const url = new URL(base);
  for (const key of keys) {
    const value = utm && utm[key];
    if (typeof value === 'string' && value) url.searchParams.set(`utm_${key}`, value);
  }
  return url.href;
}

export const bookingHref = (base: string, saved: string | null) => campaignHref(base, saved, utmKeys);

/**
 * Points every booking link at the address with the visit's campaign as the visitor reaches for it
 * (a tap, a middle click, a long press for "copy link"): an inline script in every page's <head>
 * when booking is set, so it works before the page's scripts have loaded, and the link itself stays
 * a plain link that works without any script.
 */
function rewriteBookingLinks(doc: Document, storage: Storage, attr: string, storageKey: string, keys: readonly string[], href: typeof campaignHref): void {
  const update = (event: Event) => {
    const target = event.target as Element | null;
    const link = target && target.closest ? target.closest('a[' + attr + ']') : null;
    if (!link) return;
    let saved: string | null = null;
    try {
      saved = storage.getItem(storageKey);
    } catch {
      saved = null;
    }
    link.setAttribute('href', href(link.getAttribute(attr) || link.getAttribute('href') || '', saved, keys));
  };
  for (const type of ['click', 'auxclick', 'contextmenu', 'pointerdown']) doc.addEventListener(type, update, true);
}

export const bookingCampaignScript = `try{(${rewriteBookingLinks.toString()})(document,sessionStorage,${JSON.stringify(bookingAttribute)},${JSON.stringify(utmStorageKey)},${JSON.stringify(utmKeys)},${campaignHref.toString()})}catch(e){}`;
