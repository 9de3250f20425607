import type { Destination } from '@/content/types';
import { nameInSentence, pageName } from '@/content/destinations';

/** The section headings of every destination page, in order (the USA's are the spec's, §2). */
export function destinationHeadings(d: Destination) {
  return {
    why: `Why Study in ${pageName(d)}`,
    about: `About ${pageName(d)}`,
    universities: `Best Universities in ${nameInSentence(d)}`,
    intakes: `Intakes in ${nameInSentence(d)}`,
    tips: 'Tips to Enhance Chances of Admission',
  };
}
