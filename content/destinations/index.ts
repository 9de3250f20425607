import type { CoveredCountry, Destination, DestinationRecord, DestinationSlug, EnglishScoreKind, EnglishTest, FaqCountry, NewsCountry } from '../types';
import type { TopicOption } from '../contactTopics';
import { admissionKinds } from '../englishKinds';
import { usa } from './usa';
import { uk } from './uk';
import { canada } from './canada';
import { australia } from './australia';
import { europe } from './europe';
import { newZealand } from './new-zealand';

/**
 * The six study-abroad destinations (/study-abroad/{slug}), in the navigation's order: one file per
 * destination beside this index. Content holds data and its types only: the texts that state a cost
 * figure name it (an `Amount`) and lib/destinationText.ts writes it, so no figure is typed twice.
 *
 * The USA page's figures are the customer's (spec §2, §9). Every figure carries its official source,
 * the date it was checked and the date to check it again (`Checked`, content/destinations/review.ts);
 * when a figure changes, update its record, its "What changed" entry and `lastReviewed`.
 *
 * One record per destination, keyed by its slug (/study-abroad/{slug}): adding a destination is
 * adding a file, its record here and its slug to `destinationChoices` (content/schemas.ts); the
 * compiler holds the two lists equal.
 */
const records = { usa, uk, canada, australia, europe, 'new-zealand': newZealand } satisfies Record<DestinationSlug, DestinationRecord>;

export type { DestinationSlug };

/** The destinations in the navigation's order (the records' order). */
export const destinations: Destination[] = Object.entries(records).map(([slug, record]) => ({
  slug: slug as DestinationSlug,
  ...record,
}));

/** The English tests set side by side (the compare page, the IELTS calculator), by the start of their record's name. */
export type EnglishTestFamily = 'IELTS' | 'TOEFL' | 'PTE';

/**
 * A destination's score for a test of one kind (like with like): its first record of that
 * test and kind, the one its page leads with.
 */
export function englishScore(d: Destination, family: EnglishTestFamily, kind: EnglishScoreKind): EnglishTest | undefined {
  return d.englishTests.find((t) => t.test.startsWith(family) && t.kind === kind);
}

/**
 * The score a destination's page gives for a test when a student applies (the test-prep pages' cards):
 * its first record of that test in the order of `admissionKinds`, or undefined if it has none.
 */
export function admissionScore(d: Destination, family: EnglishTestFamily): EnglishTest | undefined {
  return admissionKinds.map((kind) => englishScore(d, family, kind)).find(Boolean);
}

export function findDestination(slug: string): Destination | undefined {
  return destinations.find((d) => d.slug === slug);
}

/** The static params of /study-abroad/[country]: one page per record. */
export function destinationParams(list: readonly Destination[] = destinations): { country: string }[] {
  return list.map((d) => ({ country: d.slug }));
}

/** A destination's short name ("USA"), for lists that link to its page by slug. */
export function destinationName(slug: DestinationSlug): string {
  const destination = findDestination(slug);
  if (!destination) throw new Error(`No destination "${slug}"`);
  return destination.name;
}

/** "the USA", "the UK", "Canada", "Germany" (Europe's guide): countries whose full name takes "the" keep it in sentences. */
export function nameInSentence(d: Destination): string {
  return d.fullName.startsWith('the ') ? `the ${d.name}` : d.fullName;
}

/** The name the page's headings and the compare table use: "USA", "Germany" (Europe's guide). */
export const pageName = (d: Destination) => d.pageName ?? d.name;

/** The menu's label for a destination: "Study in USA", or the record's own (Europe's says it is a Germany guide). */
export const menuLabel = (d: Destination) => d.menuLabel ?? `Study in ${d.name}`;

/** The counselling topic a destination's page starts the form with. */
export const destinationTopic = (d: Destination) => `study-in-${d.slug}` as const;

/**
 * A country a guide covers, as the news, FAQ, flags and counselling topics know it: what a destination
 * also covers (Germany, in Europe's guide), then the destination itself, named as in a sentence.
 */
export interface Coverage extends CoveredCountry {
  destination: Destination;
  /** How a sentence names it: "the USA", "Germany". */
  inSentence: string;
  topic: `study-in-${string}`;
}

export function coverage(list: readonly Destination[] = destinations): Coverage[] {
  return list.flatMap((d) =>
    [
      ...(d.alsoCovers ?? []).map((c) => ({ ...c, inSentence: c.name, topic: `study-in-${c.slug}` as const })),
      { name: d.name, slug: d.slug, flag: d.flag, news: d.news, faq: d.faq, inSentence: nameInSentence(d), topic: destinationTopic(d) },
    ].map((c) => ({ ...c, destination: d })),
  );
}

export const coverageOfNews = (country: NewsCountry) => coverage().find((c) => c.news === country);
export const coverageOfFaq = (country: FaqCountry) => coverage().find((c) => c.faq === country);

/**
 * The counselling form's destination topics ("Study in the USA"), one per covered country. A record
 * whose page is named for a country it also covers (Europe's Germany guide) goes by its own name
 * ("Study in Europe"), so no subject is listed twice.
 */
export function destinationTopics(list: readonly Destination[] = destinations): TopicOption[] {
  const covered = coverage(list);
  return covered.map((c) => {
    const taken = covered.some((other) => other !== c && other.topic !== c.topic && other.inSentence === c.inSentence && other.slug !== c.destination.slug);
    return { value: c.topic, label: `Study in ${taken && c.slug === c.destination.slug ? c.name : c.inSentence}` };
  });
}
