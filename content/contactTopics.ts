/**
 * Subjects for the counselling form. Calls to action link to /contact-us?topic=…; the form shows the
 * topic as a readable subject. Topics not listed still show, named from their slug.
 *
 * This module goes into the form's client bundle, so it holds only the fixed topics; the destinations'
 * own ("study-in-usa") come from their records (content/destinations/index.ts `destinationTopics`) and reach
 * the form as a prop.
 */
export const generalTopics = [
  { value: '', label: 'General Enquiry' },
  { value: 'free-counselling', label: 'Free Counselling' },
  { value: 'appointment', label: 'Book an Appointment' },
  { value: 'consultation', label: 'Free Consultation' },
  { value: 'documents', label: 'Document Review' },
  { value: 'application', label: 'University Applications' },
  { value: 'visa-support', label: 'Visa Support' },
  { value: 'loan-assistance', label: 'Education Loan Assistance' },
  { value: 'test-preparation', label: 'Test Preparation' },
  { value: 'courses', label: 'Choosing a Course' },
  { value: 'faq', label: 'A Question from the FAQ' },
  { value: 'news', label: 'A Question about the News' },
] as const;

/** Topics that only links start the form with (a service's or a page's): the form names them from their slug. */
type LinkTopic =
  | 'career-counselling'
  | 'application-process'
  | 'mock-interviews'
  | 'visa-guidance'
  | 'pre-departure-orientation'
  | 'ielts'
  | 'pte'
  | 'toefl'
  | 'services'
  | 'study-abroad';

/** Every topic a call to action may start the form with: one union, so a typo fails the typecheck. */
export type ContactTopic =
  | (typeof generalTopics)[number]['value']
  | LinkTopic
  | `study-in-${string}`
  | `event-${string}`;

export interface TopicOption {
  value: string;
  label: string;
}

/** The form's list: the fixed topics with the destinations' before the two page-specific ones, as the page always listed them. */
export function topicOptions(destinationTopics: readonly TopicOption[]): TopicOption[] {
  const pageTopics = new Set<string>(['faq', 'news']);
  return [
    ...generalTopics.filter((t) => !pageTopics.has(t.value)),
    ...destinationTopics,
    ...generalTopics.filter((t) => pageTopics.has(t.value)),
  ];
}

const acronyms: Record<string, string> = {
  usa: 'USA',
  uk: 'UK',
  eu: 'EU',
  faq: 'FAQ',
  ielts: 'IELTS',
  pte: 'PTE',
  toefl: 'TOEFL',
  sop: 'SOP',
  lor: 'LOR',
};
const minorWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** A topic's label from the list, else from its slug: "visa-guidance" → "Visa Guidance", "study-in-japan" → "Study in Japan". */
export function topicLabel(topic: string, options: readonly TopicOption[] = generalTopics): string {
  const known = options.find((t) => t.value === topic);
  if (known) return known.label;
  return topic
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (acronyms[lower]) return acronyms[lower];
      if (i > 0 && minorWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** A topic from the URL, kept only if it is a plain slug (it ends up in the page as text). */
export function cleanTopic(raw: string | null | undefined): string {
  const topic = (raw ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(topic) ? topic : '';
}
