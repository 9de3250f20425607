import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { nameInSentence, pageName } from '@/content/destinations';
import { destinationNameIn, destinationRegionIn, dictionary, fill } from '@/lib/i18n';

/**
 * How a destination page names its country in `lang`: `name` in headings ("USA", "Germany" for
 * Europe's guide), `place` in a sentence ("the USA"), `fullName` ("the United States"), `region`
 * the whole region its scholarships cover ("Europe"). A translation names it as its dictionary does
 * (no articles to add).
 */
export function destinationNames(d: Destination, lang: SiteLanguage = 'en') {
  if (lang === 'en') return { name: pageName(d), place: nameInSentence(d), fullName: d.fullName, region: d.name };
  const name = destinationNameIn(lang, d.slug);
  return { name, place: name, fullName: name, region: destinationRegionIn(lang, d.slug) };
}

/** The section headings of every destination page, in order (the USA's are the spec's, §2). */
export function destinationHeadings(d: Destination, lang: SiteLanguage = 'en') {
  const { headings } = dictionary(lang).destination;
  const names = destinationNames(d, lang);
  return {
    why: fill(headings.why, names),
    about: fill(headings.about, names),
    universities: fill(headings.universities, names),
    intakes: fill(headings.intakes, names),
    tips: headings.tips,
    changes: headings.changes,
    links: headings.links,
    costs: headings.costs,
    facts: headings.facts,
    englishTests: fill(headings.englishTests, names),
  };
}
