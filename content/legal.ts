import type { Route } from 'next';
import type { IsoDate } from './types';
import { postalAddress, site } from './site';

/**
 * Disclaimer, privacy policy and terms of use. Plain English, and true to how the site works: there
 * are no tracking cookies (and analytics only in a build that sets it up, said so), the Google map loads only when the visitor asks for it, and
 * what the policy says about the contact form follows the build's NEXT_PUBLIC_LEAD_ENDPOINT (the
 * same setting that decides whether the form delivers), so it is true either way.
 */

/**
 * The privacy policy on cookies and measurement, for a build with NEXT_PUBLIC_ANALYTICS_* set or
 * without (lib/analytics.ts): true either way.
 */
export function measurementPrivacy(measured: boolean): string {
  return measured
    ? 'We do not use cookies to track you or to show you advertising. To learn which pages and tools help visitors, the website counts page views and a few actions (a delivered enquiry, a tap on WhatsApp, call or booking, the use of a tool) with a privacy-friendly analytics service: without cookies, without your IP address being stored, and without anything you type; a page’s address is counted without its details, only with the name of a campaign that brought you.'
    : 'We do not use cookies to track you or to show you advertising, and the website does not run analytics or advertising scripts.';
}

/** The privacy policy's account of the booking page, when the site links to one (NEXT_PUBLIC_BOOKING_URL). */
export function bookingPrivacy(booking: string | null): string[] {
  if (!booking) return [];
  return [
    `Our “Book Appointment” buttons take you to our online booking page at ${new URL(booking).hostname}, run by a scheduling service for us. What you enter there (your name, e-mail and chosen time) goes to that service and to us, to arrange the meeting; the name of a campaign that brought you to our website is passed on with the link.`,
  ];
}

/** The privacy policy's account of the contact form, for a build that delivers leads or one that does not. */
export function contactFormPrivacy(delivers: boolean): string[] {
  const draft =
    'So that you do not lose what you have typed, the form keeps an unsent draft in your own browser’s storage on your device, for this browser tab only. The draft never leaves your device until you send it, and it is deleted once your message has been delivered. You can also delete it at any time by clearing this website’s data in your browser settings.';
  if (!delivers) {
    return [
      'At present the contact form on our Contact Us page does not send your message anywhere. Nothing you type in it reaches us or anyone else.',
      draft,
      `To reach us, please e-mail ${site.email} or call ${site.phone.display}.`,
    ];
  }
  return [
    'When you send the contact form on our Contact Us page, your name, e-mail address, mobile number, topic and message (and the office nearest you, if you choose one) reach our counselling team, together with the page you sent it from, the time, your browser’s language and, if you arrived through one of our advertisements or campaign links, the name of that campaign. We use these details only to answer you and to offer the counselling you asked for.',
    'The form is delivered through a service that receives and stores it for us and processes it only on our instructions. We do not sell these details or use them for advertising.',
    `If you tick “I am under 18”, the form also asks for a parent’s or guardian’s mobile number or e-mail address, and we contact them for their consent before we help you further (see “Students under 18” below).`,
    `We keep an enquiry for up to ${site.dataProtection.enquiryRetentionMonths} months after our last contact with you, then delete it, unless you become our client (see “How long we keep information”).`,
    draft,
    `You can also reach us without the form: e-mail ${site.email} or call ${site.phone.display}.`,
  ];
}

// The form's own notice lives in its own module, so the form's script does not carry these pages.
export { contactFormNotice } from './contactNotice';

/**
 * Where MeitY publishes the Digital Personal Data Protection Rules, 2025 (G.S.R. 846(E), notified on
 * 13/14 November 2025).
 */
export const dpdpRulesUrl = 'https://www.meity.gov.in/';

/**
 * The privacy policy on server logs. Rule 6 of the DPDP Rules, 2025 (reasonable security safeguards)
 * requires a data fiduciary to keep logs of access to personal data, and that personal data, for one
 * year, to detect and investigate unauthorised access, unless another law requires otherwise. A
 * promise of "short-lived" logs would contradict that; the policy says what the firm must keep.
 */
export const serverLogsPrivacy =
  'Like any website, the servers that deliver our pages keep technical logs, such as your IP address, the page requested, the time and your browser type. We use them only to keep the website secure and working, and to detect and look into misuse. India’s Digital Personal Data Protection Rules, 2025 (rule 6) require us to keep such logs for one year; after that we delete them, unless another law requires us to keep them longer. We do not use these logs to build a profile of you.';

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
  {
    slug: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    metaDescription: `How the ${name} website handles your data: no tracking cookies, a contact form draft kept only in your browser, and maps loaded on request.`,
    lead: 'What this website does with your information, in plain English. In short: very little, and nothing behind your back.',
    lastUpdated: legalLastUpdated,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `This website is run by ${name} (“we”, “us”), a study-abroad and visa consultancy at ${postalAddress}, India. This policy explains what personal data the website handles, why, and the choices you have. We handle personal data in line with India’s Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
        ],
      },
      {
        id: 'browsing',
        heading: 'When you browse this website',
        paragraphs: [
          'You can read every page without an account and without giving us any personal details.',
          measurementPrivacy(measured),
          serverLogsPrivacy,
        ],
        links: [{ label: 'Digital Personal Data Protection Rules, 2025 (Ministry of Electronics and Information Technology)', href: dpdpRulesUrl }],
      },
      {
        id: 'contact-form',
        heading: 'The contact form',
        paragraphs: contactFormPrivacy(leadsDelivered),
      },
      {
        id: 'maps',
        heading: 'Maps',
        paragraphs: [
          'The office maps on our contact page are provided by Google Maps. They are not loaded when the page opens. Only when you choose to show a map does your browser connect to Google, which then receives your IP address and browser details and may set its own cookies.',
          'Links that open an office location in Google Maps work the same way. Google’s use of this information is covered by Google’s privacy policy.',
        ],
        links: [{ label: 'Google Privacy Policy', href: 'https://policies.google.com/privacy' }],
      },
      {
        id: 'third-parties',
        heading: 'Other websites and images',
        paragraphs: [
          'Some images, such as photos in student reviews, may load from other websites. As with any web request, those sites receive your IP address and browser details when the image loads.',
          'Links to social networks, universities, test owners and government websites take you to sites with their own privacy policies.',
          ...bookingPrivacy(bookingUrl),
        ],
      },
      {
        id: 'counselling',
        heading: 'When you contact us or use our services',
        paragraphs: [
          'When you e-mail, call or visit us, or enrol for counselling or training, you share details with us such as your name, contact details, academic records, test scores, passport details and financial documents. We use them only to answer you and to provide the service you asked for.',
          'We share your details only with your consent and only as the service requires, for example with the universities you apply to, with lenders for a loan you request, or for a visa application you ask us to help with. We do not sell personal data.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep information',
        paragraphs: [
          `We keep an enquiry sent through the website, an e-mail or a call for up to ${site.dataProtection.enquiryRetentionMonths} months after our last contact with you, and then delete it.`,
          'If you become our client, we keep counselling and application records while we are helping you and for as long as the law requires us to keep accounts and records afterwards, so that we can answer follow-up questions and meet our legal obligations. After that we delete them.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: ['Under Indian data protection law you can ask us to:'],
        list: [
          'tell you what personal data we hold about you and how we use it',
          'correct, complete or update it',
          'erase it when it is no longer needed for the purpose you gave it for',
          'stop using it where you had given consent, by withdrawing that consent',
          'deal with a complaint about how we handled it',
          'let a person you nominate exercise these rights if you cannot',
        ],
      },
      {
        id: 'consent',
        heading: 'Your consent, and withdrawing it',
        paragraphs: [
          'We handle the details you send us on the basis of your consent, for the purpose we state when we ask for them: to answer you and to provide the counselling or service you asked for.',
          `You can withdraw your consent at any time, as easily as you gave it: write to our ${site.dataProtection.contact} at ${site.dataProtection.email}. We then stop using your details and delete them, unless the law requires us to keep them. Withdrawing consent does not affect what we did with your details before.`,
        ],
      },
      {
        id: 'security',
        heading: 'Keeping your data safe',
        paragraphs: [
          'We protect the personal data we hold with reasonable security safeguards, and give access to it only to the people who need it to help you. If a breach of your personal data happens, we will tell you and the Data Protection Board of India, as the law requires.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Questions and complaints',
        paragraphs: [
          `Our ${site.dataProtection.contact} is ${site.dataProtection.officerName}. Write to our ${site.dataProtection.contact} at ${site.dataProtection.email} (or to ${site.email}) with any request or complaint about your personal data. We reply within ${site.dataProtection.replyDays} days. If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
        ],
      },
      {
        id: 'children',
        heading: 'Students under 18',
        paragraphs: [
          'Many students begin planning before they turn 18. India’s Digital Personal Data Protection Act treats anyone under 18 as a child, whose personal data we may handle only with a parent’s or lawful guardian’s verifiable consent.',
          'The contact form therefore has an “I am under 18” box: if you tick it, we ask for a parent’s or guardian’s mobile number or e-mail address, and we contact them for their consent before we help you further. We do not track children’s behaviour or show them advertising.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'If the way this website handles data changes, for example when the contact form starts delivering messages, we will update this policy before the change and show the new date at the top of this page.',
        ],
      },
    ],
  },
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
