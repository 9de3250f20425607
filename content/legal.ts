import type { Route } from 'next';
import type { IsoDate } from './types';
import { postalAddress, site } from './site';
import { documentFrom } from './documentFrom';
import en from './i18n/en.json';

/**
 * Disclaimer, privacy policy and terms of use. Plain English, and true to how the site works: there
 * are no tracking cookies (and analytics only in a build that sets it up, said so), the Google map loads only when the visitor asks for it, and
 * what the policy says about the contact form follows the build's NEXT_PUBLIC_LEAD_ENDPOINT (the
 * same setting that decides whether the form delivers), so it is true either way.
 */

// The form's own notice lives in its own module, so the form's script does not carry these pages.
export { contactFormNotice } from './contactNotice';

/**
 * Where MeitY publishes the Digital Personal Data Protection Rules, 2025 (G.S.R. 846(E), notified on
 * 13/14 November 2025).
 */
export const dpdpRulesUrl = 'https://www.meity.gov.in/';

export type LegalSlug = 'disclaimer' | 'privacy-policy' | 'terms-of-use';

export interface LegalSection {
  /** Fragment id for the page's contents list. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** External references, e.g. a third party's privacy policy. */
  links?: { label: string; href: string }[];
}

/** A page of sections (the legal pages, the fees page, the fraud guide): one layout, LegalPage. */
export interface DocumentPage<Slug extends string = string> {
  slug: Slug;
  path: Route & `/${Slug}`;
  title: string;
  metaDescription: string;
  lead: string;
  lastUpdated: IsoDate;
  sections: LegalSection[];
}

export type LegalDocument = DocumentPage<LegalSlug>;

export const legalLastUpdated: IsoDate = '2026-11-26';

const name = site.name;

/**
 * What the build was set up with (lib/settings.ts reads it from the environment): the privacy policy
 * says what this build really does with a message, a page view and a booking.
 */
export interface BuildSettings {
  leadsDelivered: boolean;
  measured: boolean;
  bookingUrl: string | null;
}

export const legalDocuments = ({ leadsDelivered, measured, bookingUrl }: BuildSettings): LegalDocument[] => [
  {
    slug: 'disclaimer',
    path: '/disclaimer',
    title: 'Disclaimer',
    metaDescription: `What the information on the ${name} website can and cannot promise about admissions, visas, test scores and costs.`,
    lead: 'What you can rely on from this website, and where you should check with the official source.',
    lastUpdated: legalLastUpdated,
    sections: [
      {
        id: 'general-information',
        heading: 'General information only',
        paragraphs: [
          `The content of this website is published by ${name} to help students and parents understand studying abroad. It is general information, not advice about your own situation. Before you make a decision about a course, a university, a loan or a visa, speak to a counsellor about your circumstances and check the official sources.`,
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'No guarantee of admission, visa or funding',
        paragraphs: [
          'Universities decide admissions, governments decide visas and study permits, and banks and other lenders decide loans. Scholarship providers decide scholarships. We help you prepare strong, complete applications, but we cannot guarantee any of these outcomes.',
          'No consultancy can guarantee a visa. Be wary of anyone who promises one in return for a payment.',
        ],
      },
      {
        id: 'figures-change',
        heading: 'Rules, scores and costs change',
        paragraphs: [
          'English test requirements, tuition fees, living-cost and proof-of-funds amounts, intakes and post-study work rules change often, sometimes with little notice. We review our destination pages regularly, show the date of the last review and link to the official sources we used.',
          'Always confirm the current requirement on the university’s course page or the government’s official website before you pay a fee or submit an application.',
        ],
      },
      {
        id: 'independent',
        heading: 'An independent consultancy',
        paragraphs: [
          `${name} is a private, independent consultancy. We are not a government body, an embassy, a high commission or a visa application centre, and we do not speak for any of them.`,
          'University names and logos appear on this website to identify the institutions we talk about. They do not by themselves mean that a university endorses us or works with us.',
        ],
      },
      {
        id: 'test-trademarks',
        heading: 'English test names',
        paragraphs: [
          'IELTS is a registered trademark of the British Council, IDP IELTS and Cambridge University Press & Assessment. TOEFL and TOEFL iBT are registered trademarks of ETS. PTE Academic is a trademark of Pearson. This website and our training classes are not endorsed or approved by any of them.',
          'Descriptions of test formats and scores on this website are summaries. The test owners’ own websites are the authority on the current format, rules and fees.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Student reviews',
        paragraphs: [
          'Reviews from students describe their own experiences. Every student’s profile and application is different, so your results may differ.',
        ],
      },
      {
        id: 'external-links',
        heading: 'Links to other websites',
        paragraphs: [
          'We link to official and third-party websites for your convenience. We are not responsible for their content, availability or privacy practices, and a link does not mean we endorse the site.',
        ],
      },
    ],
  },
  privacyDocumentIn(en.privacy, { leadsDelivered, measured, bookingUrl }),
  {
    slug: 'terms-of-use',
    path: '/terms-of-use',
    title: 'Terms of Use',
    metaDescription: `The terms for using the ${name} website: its information, acceptable use, our content, links, liability and Indian law.`,
    lead: 'The rules for using this website. They are short, and we have tried to keep them fair.',
    lastUpdated: legalLastUpdated,
    sections: [
      {
        id: 'about-these-terms',
        heading: 'About these terms',
        paragraphs: [
          `These terms apply to your use of this website, run by ${name}. By using the website you accept them. If you do not agree with them, please do not use the website.`,
        ],
      },
      {
        id: 'information',
        heading: 'Information on this website',
        paragraphs: [
          'The website gives general information about studying abroad, English tests and our services. We work to keep it accurate and up to date, but rules, fees and requirements change, and the information is not a substitute for advice about your own situation. Please read our Disclaimer as part of these terms.',
        ],
      },
      {
        id: 'our-services',
        heading: 'Our services and offers',
        paragraphs: [
          'Counselling, training and application support are provided on the terms we confirm to you in writing when you enrol. Offers described on this website, such as free counselling sessions and free training batches, depend on availability and may change or end.',
          'Admission, visa, scholarship and loan decisions are made by universities, governments and lenders, not by us.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Using the website fairly',
        paragraphs: ['When you use the website, please do not:'],
        list: [
          'use it for anything unlawful, misleading or fraudulent',
          'try to break, overload or gain unauthorised access to the website or its servers',
          'copy our content in bulk or republish it as your own',
          'pretend to be someone else when you contact us',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Our content',
        paragraphs: [
          `The text, design, illustrations and logo on this website belong to ${name} or to those who licensed them to us. You may view, download and print pages for your own personal, non-commercial use. Names and logos of universities, test owners and other organisations belong to their owners.`,
        ],
      },
      {
        id: 'links',
        heading: 'Links to other websites',
        paragraphs: [
          'We link to universities, test owners, government departments and other websites that we think are useful. We do not control them and are not responsible for their content or how they handle your data.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability',
        paragraphs: [
          'We aim to keep the website available at all times, but we may change, suspend or withdraw any part of it without notice, for example for maintenance.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent the law allows, we are not liable for any loss that results from relying on general information on this website, or from the website being unavailable. Nothing in these terms limits any liability that cannot be limited under Indian law.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have jurisdiction over any dispute about them.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The date at the top of this page shows when they last changed, and the version shown here is the one that applies.',
        ],
      },
    ],
  },
];

export function getLegalDocument(slug: LegalSlug, settings: BuildSettings): LegalDocument {
  const doc = legalDocuments(settings).find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal.ts: no legal document with slug "${slug}"`);
  return doc;
}

/** The privacy notice's words in one language (content/i18n/en.json `privacy`, which each translation follows). */
export type PrivacyWords = typeof en.privacy;

/**
 * The privacy notice in a language, true to what this build does (DPDP Act 2023, s. 5(3): the notice in
 * English or a language of the Eighth Schedule, at the reader's choice). A paragraph that is only
 * `{measurement}`, `{contactForm}` or `{booking}` becomes the build's own account of it: analytics or
 * none, a form that delivers or one that does not, a booking page or none. `role` names the Grievance
 * Officer: site.json's on the English page, the dictionary's in a translation.
 */
export function privacyDocumentIn(
  words: PrivacyWords,
  { leadsDelivered, measured, bookingUrl }: BuildSettings,
  role: string = site.dataProtection.contact,
): LegalDocument {
  const { variants } = words;
  const form = (leadsDelivered ? variants.formDelivered : variants.formNotDelivered).map((p) => (p === '{draft}' ? variants.draft : p));
  const expand = (p: string): string[] => {
    if (p === '{measurement}') return [measured ? variants.measured : variants.notMeasured];
    if (p === '{contactForm}') return form;
    if (p === '{booking}') return bookingUrl ? [variants.booking] : [];
    return [p];
  };
  const sections = Object.fromEntries(Object.entries(words.sections).map(([id, s]) => [id, { ...s, paragraphs: s.paragraphs.flatMap(expand) }]));
  const { dataProtection } = site;
  return documentFrom(
    { title: words.title, lead: words.lead, metaDescription: words.metaDescription, sections },
    {
      slug: 'privacy-policy',
      path: '/privacy-policy',
      lastUpdated: legalLastUpdated,
      links: { browsing: [dpdpRulesUrl], maps: ['https://policies.google.com/privacy'] },
    },
    {
      name,
      address: postalAddress,
      months: dataProtection.enquiryRetentionMonths,
      contact: role,
      email: dataProtection.email,
      siteEmail: site.email,
      phone: site.phone.display,
      officer: dataProtection.officerName,
      days: dataProtection.replyDays,
      host: bookingUrl ? new URL(bookingUrl).hostname : '',
    },
  );
}
