import type { Destination } from '@/content/types';
import { countryFlag, type FlagCode } from '@/components/ui/Flag';

/** The destination's route: /study-abroad/{slug}. */
export function destinationPath(d: Destination): string {
  return `/study-abroad/${d.slug}`;
}

/** "the USA", "the UK", "Canada": countries whose full name takes "the" keep it in headings. */
export function nameInSentence(d: Destination): string {
  return d.fullName.startsWith('the ') ? `the ${d.name}` : d.name;
}

/** The section headings of every destination page, in order (the USA's are the spec's, §2). */
export function destinationHeadings(d: Destination) {
  return {
    why: `Why Study in ${d.name}`,
    about: `About ${d.name}`,
    universities: `Best Universities in ${nameInSentence(d)}`,
    intakes: `Intakes in ${nameInSentence(d)}`,
    tips: 'Tips to Enhance Chances of Admission',
  };
}

const flagCodes = new Set<string>(Object.values(countryFlag));

/** The flag for a destination's ISO code, if the site ships that flag. */
export function destinationFlag(d: Destination): FlagCode | undefined {
  return flagCodes.has(d.flag) ? (d.flag as FlagCode) : undefined;
}
