import type { EnglishScoreKind } from './types';

/** What an English score is, as the destination pages, the compare page and the IELTS calculator say it. */
export const englishKindText: Record<EnglishScoreKind, string> = {
  'visa minimum': 'Student visa minimum',
  'work permit minimum': 'Work permit minimum after graduating',
  'typical university requirement': 'Typical university requirement',
  'one university': 'One university’s requirement',
};

/**
 * The kinds of score a student applies with, in the order pages list them: what universities ask,
 * then the visa's minimum, then a single university's (the work-permit minimum comes after graduating).
 */
export const admissionKinds: readonly EnglishScoreKind[] = ['typical university requirement', 'visa minimum', 'one university'];
