import type { Route } from 'next';
import type { ContactTopic } from './contactTopics';
import type { SiteDetails } from './schemas';
import siteDetails from './data/site.json';

/** The production address. */
export const defaultSiteUrl = 'https://www.aspireoverseas.in';
/** SAMPLE: the template's address; set false once defaultSiteUrl is the firm's own (`npm run check:launch`). */
export const defaultSiteUrlSample = true;

/**
 * The address this build is for: NEXT_PUBLIC_SITE_URL at build time (a staging build's own origin,
 * so its canonical links and the form's way back after a plain post stay on staging), else the
 * production address. Anything but an http(s) origin is ignored.
 */
export function siteUrlFrom(raw: string | undefined): string {
  try {
    const url = new URL(raw?.trim() ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // unset or not a URL
  }
  return defaultSiteUrl;
}

/** The firm's details as content/data/site.json holds them: TypeScript checks the file's shape here. */
const details: SiteDetails = siteDetails;

/**
 * The firm's identity (content/data/site.json), with the address of this build. Client components
 * read it too (the contact form), so this module stays free of the schema checker: the full check
 * (formats, required texts) runs on the server, in content/siteCheck.ts, which the root layout calls.
 */
export const site = { ...details, url: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL) };

export type SocialNetwork = keyof typeof site.social;

export const postalAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/** Where every call to action leads: the counselling form, with a topic that pre-selects its subject. */
export function counsellingHref(topic?: ContactTopic): Route {
  return topic ? `/contact-us?topic=${encodeURIComponent(topic)}#contact-form` : '/contact-us#contact-form';
}

/** A plain "Chat on WhatsApp" link (no script): opens the chat with a first message typed in. */
export function whatsappHref(text = `Hello ${site.shortName}, I would like free study-abroad counselling.`): string {
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(text)}`;
}
