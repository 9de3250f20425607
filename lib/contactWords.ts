import type { ContactWords } from '@/content/contactNotice';
import { fill } from './fill';

/**
 * Where each destination topic's country is in CLDR (Europe is the UN's region 150): a translated
 * form names the country as the locale does, through Intl, instead of a name retyped per language.
 */
const topicRegions: Record<string, string> = { usa: 'US', uk: 'GB', canada: 'CA', australia: 'AU', germany: 'DE', europe: '150', 'new-zealand': 'NZ' };

/**
 * A topic's name on a translated form: a fixed topic's from the dictionary, "Study in …" with the
 * country's name in the locale. A topic the dictionary and the table do not know keeps its English name.
 */
export function topicName(words: ContactWords, locale: string, value: string, english: string): string {
  const fixed = (words.topics as Record<string, string>)[english];
  if (fixed) return fixed;
  const region = topicRegions[value.replace(/^study-in-/, '')];
  const country = region && new Intl.DisplayNames([locale], { type: 'region' }).of(region);
  return country ? fill(words.studyIn, { country }) : english;
}
