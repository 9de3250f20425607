import {
  checkbox,
  choice,
  date,
  image,
  list,
  markdown,
  multiselect,
  number,
  object,
  optional,
  plainChoices,
  select,
  text,
  time,
  url,
  type Infer,
} from './schema';
import { sources, type SourceKey } from './sources';

/**
 * One schema per collection of content files: the editor's form (lib/keystatic.ts), the build's
 * checks (the loaders parse every file with it) and the entry types (content/types.ts) all come from
 * here. `collections` at the end says where each collection's files live.
 *
 * A new field (say `sample: checkbox(…)`) goes into the entry's `object({ … })`; the editor shows it,
 * the loader checks it and the type has it, and the files then need the field too.
 */

/** Countries used by the news list and articles (/news/{country}/{n}): the tab bar, in the spec's order. */
export const newsCountryChoices = [
  { value: 'usa', label: 'USA' },
  { value: 'uk', label: 'UK' },
  { value: 'canada', label: 'Canada' },
  { value: 'australia', label: 'Australia' },
  { value: 'germany', label: 'Germany' },
  { value: 'newzealand', label: 'New Zealand' },
  { value: 'eu', label: 'European Union' },
] as const;

/**
 * Study-abroad destinations (/study-abroad/{slug}), each a record in content/destinations/ (its index
 * is checked against this list, so the two cannot drift), as the editor offers them.
 */
export const destinationChoices = [
  { value: 'usa', label: 'USA' },
  { value: 'uk', label: 'UK' },
  { value: 'canada', label: 'Canada' },
  { value: 'australia', label: 'Australia' },
  { value: 'europe', label: 'Europe' },
  { value: 'new-zealand', label: 'New Zealand' },
] as const;

/** What a news item is about; its drawn picture shows this topic with the country's flag. */
export const newsTopics = plainChoices(['visa', 'intake', 'test', 'money', 'work', 'university'] as const);

/** FAQ page countries, as the spec lists them (its "UStates" reads "United States"). */
export const faqCountryNames = [
  'United States',
  'United Kingdom',
  'European Countries',
  'Germany',
  'Canada',
  'Australia',
  'New Zealand',
] as const;

export const universityCountries = ['United States', 'United Kingdom', 'Japan', 'Australia', 'Switzerland', 'Singapore'] as const;

export const daysOfWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The earliest date an article or event may carry. */
export const earliestDate = '2024-01-01';

/**
 * Invented for the template: `npm run check:launch` lists every entry ticked here until the firm's
 * own replaces it, so nothing made up goes live unnoticed.
 */
const sample = optional(
  checkbox({ label: 'Sample (invented for the template)', description: 'Untick once this is the firm’s own, real entry.' }),
);

const sourceChoices = (Object.keys(sources) as SourceKey[]).map((key) => ({ value: key, label: sources[key].name }));

/** One news article: content/news/{slug}.md, these fields as frontmatter and `body` as the Markdown below it. */
export const newsArticle = object({
  title: text({ label: 'Title', min: 20, description: 'The article’s heading, specific enough to stand alone in a list.' }),
  metaTitle: text({
    label: 'Browser-tab title',
    max: 32,
    description: 'At most 32 characters, so “ · Aspire Overseas Education” fits in a search result.',
  }),
  subtext: text({ label: 'Subtext', min: 50, max: 160, multiline: true, description: 'The summary under the title: 50–160 characters.' }),
  date: date({ label: 'Date', min: earliestDate }),
  country: select({ label: 'Country' }, newsCountryChoices),
  n: number({
    label: 'Number',
    min: 1,
    max: 9999,
    step: 1,
    description: 'The article’s address is /news/{country}/{number}: the next free number for the country. Never change it once published.',
  }),
  topic: select({ label: 'Topic' }, newsTopics),
  image: image({ label: 'Picture', directory: 'images/news', description: 'SVG or a compressed WebP/JPEG, about 1200×630.' }),
  source: select({ label: 'Source', description: 'The official page the article relies on (content/sources.ts).' }, sourceChoices),
  supersededBy: optional(
    number({
      label: 'Replaced by article number',
      min: 1,
      max: 9999,
      step: 1,
      description: 'When a newer article of the same country replaces this one: its number. This article then links to it.',
    }),
  ),
  body: markdown({ label: 'Article', description: 'Three or four paragraphs of plain text, separated by an empty line.' }),
});

const venue = object({
  name: text({ label: 'Venue' }),
  street: text({ label: 'Street' }),
  city: text({ label: 'City' }),
  region: text({ label: 'State or region' }),
  postalCode: text({ label: 'Postal code' }),
  countryCode: text({ label: 'Country code', pattern: { regex: /^[A-Z]{2}$/, message: 'is not a two-letter country code (IN)' } }),
});
const online = object({
  platform: text({ label: 'Platform' }),
  topic: text({
    label: 'Registration topic',
    pattern: { regex: /^[a-z0-9-]+$/, message: 'is not lower-case words joined by hyphens' },
    description: 'Attendees register on the counselling form with this topic (lower case, hyphens).',
  }),
});

export const studyEvent = object({
  sample,
  name: text({ label: 'Name' }),
  date: date({ label: 'Date', min: earliestDate, description: 'The first day (India time).' }),
  endDate: date({ label: 'Last day', min: earliestDate, description: 'The same as Date for a one-day event.' }),
  startTime: time({ label: 'Starts', description: 'India time, 24-hour HH:MM.' }),
  endTime: time({ label: 'Ends', description: 'India time, 24-hour HH:MM.' }),
  pic: image({ label: 'Picture', directory: 'images/events' }),
  place: choice(select({ label: 'Where' }, [{ value: 'venue', label: 'At a venue' }, { value: 'online', label: 'Online' }] as const), {
    venue,
    online,
  }),
  summary: text({ label: 'Summary', multiline: true }),
});

export const review = object({
  sample,
  consentDate: optional(
    date({
      label: 'Consent given on',
      description:
        'When the student gave written consent to use their name, photo and words (India’s 2024 guidelines on coaching advertisements require it). Without it the review blocks the launch.',
    }),
  ),
  name: text({ label: 'Name' }),
  university: text({ label: 'University' }),
  photo: image({ label: 'Photo', directory: 'images/reviews' }),
  rating: number({ label: 'Rating', min: 0, max: 5, step: 0.5, description: '0 to 5, halves allowed.' }),
  message: text({ label: 'Review', multiline: true }),
});

export const university = object({
  sample,
  name: text({ label: 'Name' }),
  logo: image({ label: 'Logo', directory: 'images/universities' }),
  country: select({ label: 'Country' }, plainChoices(universityCountries)),
});

export const faq = object({
  question: text({ label: 'Question', pattern: { regex: /\?$/, message: 'does not end with a question mark' } }),
  answer: text({
    label: 'Answer',
    multiline: true,
    description:
      'A destination’s cost figure is named, not typed, so it always matches the destination page: {{canada: Proof of funds}} or {{europe: Blocked account | prefixOnce}}.',
  }),
});

export const countryFaq = object({
  country: select({ label: 'Country' }, plainChoices(faqCountryNames)),
  ...faq.shape,
});

const coordinate = (label: string, limit: number) =>
  number({ label, min: -limit, max: limit, description: 'At least five decimals, so a map pin lands on the building.' });

export const office = object({
  sample,
  city: text({ label: 'City' }),
  state: text({ label: 'State' }),
  country: text({ label: 'Country' }),
  address: text({ label: 'Address' }),
  postalCode: text({ label: 'Postal code' }),
  mapLink: url({ label: 'Map link' }),
  image: image({ label: 'Picture', directory: 'images/offices' }),
  phone: text({ label: 'Phone', pattern: { regex: /^\+[\d ]+$/, message: 'is not an international number (+91 …)' } }),
  email: text({ label: 'E-mail', pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'is not an e-mail address' } }),
  countryCode: venue.shape.countryCode,
  geo: object({ latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) }, { label: 'Map position' }),
  openingHours: list(
    object({
      days: multiselect({ label: 'Days' }, plainChoices(daysOfWeek)),
      opens: time({ label: 'Opens', description: 'Local time, 24-hour HH:MM.' }),
      closes: time({ label: 'Closes', description: 'Local time, 24-hour HH:MM.' }),
    }),
    { label: 'Opening hours', min: 1 },
  ),
  isHeadBranch: checkbox({ label: 'Head branch' }),
  iaaRegistration: optional(
    text({
      label: 'UK immigration adviser registration (IAA)',
      description:
        'Only for an office in the United Kingdom that gives UK immigration advice, which needs registration with the Immigration Advice Authority (formerly OISC): its registration number, as the Authority’s register shows it. Left empty, the office’s card says it gives no UK immigration advice.',
    }),
  ),
});

/** A counsellor a student can ask for by name (About and /about-us/team). */
export const counsellor = object({
  sample,
  slug: text({
    label: 'Short name',
    pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'is not lower-case words joined by hyphens' },
    description: 'Lower case, words joined by hyphens (kavya-menon): the counsellor’s anchor on the team page.',
  }),
  name: text({ label: 'Name' }),
  role: text({ label: 'Role' }),
  photo: image({ label: 'Photo', directory: 'images/counsellors' }),
  since: number({ label: 'Counselling with the firm since', min: 1990, max: 2100, step: 1 }),
  languages: list(text({ label: 'Language' }), { label: 'Languages', min: 1 }),
  destinations: multiselect({ label: 'Destinations' }, destinationChoices),
  credentials: list(
    object({
      name: text({ label: 'Credential' }),
      issuer: text({ label: 'Issued by' }),
      year: number({ label: 'Year', min: 1990, max: 2100, step: 1 }),
      url: url({ label: 'Where the issuer describes it', description: 'The issuer’s page that describes (or lets you check) the credential.' }),
    }),
    { label: 'Credentials', itemLabel: 'name' },
  ),
  bio: text({ label: 'What they do', multiline: true }),
});

/** The firm's details (content/data/site.json). */
export const siteDetails = object({
  name: text({ label: 'Name' }),
  shortName: text({ label: 'Short name' }),
  tagline: text({ label: 'Tagline' }),
  description: text({ label: 'Description', multiline: true, max: 160 }),
  email: office.shape.email,
  phone: object(
    {
      display: office.shape.phone,
      href: text({ label: 'Phone link', pattern: { regex: /^tel:\+\d+$/, message: 'is not a tel:+… link' } }),
    },
    { label: 'Phone' },
  ),
  whatsapp: text({
    label: 'WhatsApp number',
    pattern: { regex: /^\d{8,15}$/, message: 'is not digits only with the country code' },
    description: 'Digits only, with the country code (918047182200).',
  }),
  address: object(
    {
      street: text({ label: 'Street' }),
      locality: text({ label: 'City' }),
      region: text({ label: 'State' }),
      postalCode: text({ label: 'Postal code' }),
      countryCode: venue.shape.countryCode,
      country: text({ label: 'Country' }),
    },
    { label: 'Address (head branch)' },
  ),
  foundingYear: number({ label: 'Founded in', min: 1900, max: 2100, step: 1 }),
  company: object(
    {
      sample,
      legalName: text({ label: 'Registered name', description: 'As registered with the Ministry of Corporate Affairs.' }),
      cin: text({
        label: 'CIN',
        pattern: { regex: /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, message: 'is not a Corporate Identification Number (21 characters, U85499KA2018PTC115432)' },
      }),
      gstin: text({
        label: 'GSTIN',
        pattern: { regex: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, message: 'is not a GST number (15 characters, 29AAKCA4321F1Z6)' },
      }),
    },
    { label: 'The company behind the brand', description: 'What a student or parent can look up before paying anyone.' },
  ),
  copyrightStartYear: number({ label: 'Copyright from', min: 1900, max: 2100, step: 1 }),
  openingHours: text({ label: 'Opening hours' }),
  callback: object(
    {
      sample,
      promise: text({
        label: 'When we call back',
        description: 'What the contact page promises a visitor who sends a message: a promise the counsellors keep, in one sentence.',
      }),
    },
    { label: 'Call-back promise' },
  ),
  dataProtection: object(
    {
      // Its own label: the form already has the company's Sample box, and the two must be told apart.
      sample: optional(
        checkbox({ label: 'Sample Grievance Officer (invented for the template)', description: 'Untick once the name and e-mail are the firm’s own.' }),
      ),
      contact: text({ label: 'Who answers', description: 'The role that answers requests about personal data and complaints (DPDP Act 2023).' }),
      officerName: text({ label: 'Grievance Officer’s name', description: 'The person the privacy policy names as answering requests and complaints about personal data.' }),
      email: office.shape.email,
      replyDays: number({ label: 'Reply within (days)', min: 1, max: 90, step: 1 }),
      enquiryRetentionMonths: number({ label: 'Enquiries kept for (months)', min: 1, max: 120, step: 1 }),
    },
    { label: 'Data protection' },
  ),
  social: object(
    {
      facebook: url({ label: 'Facebook' }),
      instagram: url({ label: 'Instagram' }),
      linkedin: url({ label: 'LinkedIn' }),
      youtube: url({ label: 'YouTube' }),
    },
    { label: 'Social links' },
  ),
});

/** Where each collection lives, and its editor label. Lists keep their order in one file. */
export const collections = {
  news: { label: 'News articles', directory: 'content/news', schema: newsArticle },
} as const;

export const listFiles = {
  site: { label: 'The firm’s details', file: 'content/data/site.json', schema: siteDetails },
  homeFaqs: { label: 'FAQs: home page', file: 'content/data/home-faqs.json', schema: object({ faqs: list(faq, { label: 'Questions', itemLabel: 'question' }) }) },
  countryFaqs: {
    label: 'FAQs: FAQ page',
    file: 'content/data/country-faqs.json',
    schema: object({ faqs: list(countryFaq, { label: 'Questions', itemLabel: 'question' }) }),
  },
  events: { label: 'Events', file: 'content/data/events.json', schema: object({ events: list(studyEvent, { label: 'Events', itemLabel: 'name' }) }) },
  reviews: { label: 'Reviews', file: 'content/data/reviews.json', schema: object({ reviews: list(review, { label: 'Reviews', itemLabel: 'name' }) }) },
  universities: {
    label: 'Universities',
    file: 'content/data/universities.json',
    schema: object({ universities: list(university, { label: 'Universities', itemLabel: 'name' }) }),
  },
  counsellors: {
    label: 'Counsellors',
    file: 'content/data/counsellors.json',
    schema: object({ counsellors: list(counsellor, { label: 'Counsellors', itemLabel: 'name', min: 1 }) }),
  },
  offices: { label: 'Offices', file: 'content/data/offices.json', schema: object({ offices: list(office, { label: 'Offices', itemLabel: 'city', min: 1 }) }) },
} as const;

export type NewsArticle = Infer<typeof newsArticle>;
export type SiteDetails = Infer<typeof siteDetails>;
