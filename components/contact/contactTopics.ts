/**
 * Subjects for the counselling form. Calls to action link to /contact-us?topic=…; the form shows the
 * topic as a readable subject. Topics not listed here still show, named from their slug.
 */
export const contactTopics: { value: string; label: string }[] = [
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
  { value: 'study-in-usa', label: 'Study in the USA' },
  { value: 'study-in-uk', label: 'Study in the UK' },
  { value: 'study-in-canada', label: 'Study in Canada' },
  { value: 'study-in-australia', label: 'Study in Australia' },
  { value: 'study-in-germany', label: 'Study in Germany' },
  { value: 'study-in-europe', label: 'Study in Europe' },
  { value: 'study-in-new-zealand', label: 'Study in New Zealand' },
  { value: 'faq', label: 'A Question from the FAQ' },
  { value: 'news', label: 'A Question about the News' },
];

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

/** "visa-guidance" → "Visa Guidance", "study-in-usa" → "Study in USA". */
export function topicLabel(topic: string): string {
  const known = contactTopics.find((t) => t.value === topic);
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
