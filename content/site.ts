import type { Route } from 'next';
import type { ContactTopic } from './contactTopics';

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

/**
 * The firm's identity. A consultancy makes the site its own by editing this one file.
 */
export const site = {
  name: 'Aspire Overseas Education',
  shortName: 'Aspire Overseas',
  tagline: 'Study-abroad and visa counselling from Bengaluru',
  description:
    'Free study-abroad counselling, university shortlisting, applications and student-visa guidance for the USA, UK, Canada, Australia, Europe and New Zealand.',
  url: siteUrlFrom(process.env.NEXT_PUBLIC_SITE_URL),
  email: 'info@aspireoverseas.in',
  phone: { display: '+91 80 4718 2200', href: 'tel:+918047182200' },
  /** WhatsApp Business number, digits only with the country code (wa.me links need that form). */
  whatsapp: '918047182200',
  /** The Bangalore postal address shown in the top bar (the head branch). */
  address: {
    street: '2nd Floor, Prestige Towers, Outer Ring Road, Marathahalli',
    locality: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560037',
    countryCode: 'IN',
    country: 'India',
  },
  foundingYear: 2018,
  /**
   * The company behind the brand, as registered (Ministry of Corporate Affairs and GST): what a
   * student or parent can look up before paying anyone. SAMPLE: the firm's own registration replaces
   * these before launch (`npm run check:launch` lists them until then).
   */
  company: {
    sample: true,
    legalName: 'Aspire Overseas Education Private Limited',
    cin: 'U85499KA2018PTC115432',
    gstin: '29AAKCA4321F1Z6',
  },
  /** Spec §2: the footer's copyright starts in 2023. */
  copyrightStartYear: 2023,
  openingHours: 'Mon–Sat, 9:30 am – 6:30 pm IST',
  /**
   * India's DPDP Act 2023 and Rules 2025: who answers requests about personal data (access,
   * correction, erasure, withdrawing consent) and complaints, and how long enquiries are kept.
   */
  dataProtection: {
    contact: 'Grievance Officer',
    email: 'privacy@aspireoverseas.in',
    replyDays: 30,
    enquiryRetentionMonths: 24,
  },
  social: {
    facebook: 'https://www.facebook.com/aspireoverseas',
    instagram: 'https://www.instagram.com/aspireoverseas',
    linkedin: 'https://www.linkedin.com/company/aspireoverseas',
    youtube: 'https://www.youtube.com/@aspireoverseas',
  },
} as const;

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
