/**
 * The launch gate: everything that must change before the site goes live with real
 * visitors, one blocker a line. `npm run check:launch` prints them and fails while any remain;
 * `npm run build` prints how many there are. Invented content is fine for a template, as long as it
 * is marked `sample: true` here in content/ and never goes live unnoticed.
 */
import { countersBasis, homeCounters } from '@/content/about';
import { counsellors } from '@/content/counsellors';
import { events } from '@/content/events';
import { fees, feesSample } from '@/content/guides';
import { offices } from '@/content/offices';
import { partnerList } from '@/content/partners';
import { reviews } from '@/content/reviews';
import { defaultSiteUrl, defaultSiteUrlSample, site } from '@/content/site';
import { universities } from '@/content/universities';
import { listFiles } from '@/content/schemas';
import { destinations } from '@/content/destinations';
import { testPreps } from '@/content/testPreps';
import { checkedEntries, overdue } from './review';
import { formatNumber } from './format';
import type { IsoDate } from '@/content/types';
import { englishNames, translationPartFile, translations } from '@/content/languages';
import { translationFiles, translationParts, type DictionaryPart } from './i18n';
import { destinationTemplates, type DestinationTranslations } from './destinationTexts';

export interface Blocker {
  file: string;
  entry: string;
  reason: string;
}

/** The settings the gate reads from the build's environment. */
export interface LaunchSettings {
  leadEndpoint: string | null;
  siteUrl: string;
  /** Today, YYYY-MM-DD. */
  today: IsoDate;
}

/**
 * Fictional numbers that never ring, kept for films and examples: Ofcom's drama ranges (UK), the
 * 555-01xx block (North America) and ACMA's fictitious ranges (Australia), as E.164 digit prefixes.
 */
const fictionalPrefixes = [
  '442079460',
  '441134960',
  '441144960',
  '441154960',
  '441164960',
  '441174960',
  '441184960',
  '441214960',
  '441314960',
  '441414960',
  '441514960',
  '441614960',
  '442896496',
  '442920180',
  '441632960',
  '447700900',
  '6125550',
  '6135550',
  '6175550',
  '6185550',
  '61491570',
];

/** A number nobody can call: a fictional range, or too few digits to be a number. */
export function cannotRing(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return true;
  if (/^1\d{3}55501\d{2}$/.test(digits)) return true;
  return fictionalPrefixes.some((prefix) => digits.startsWith(prefix));
}

const isSample = (entry: unknown) => typeof entry === 'object' && entry !== null && (entry as { sample?: unknown }).sample === true;

/** Every launch blocker, in a fixed order: settings, then content file by file. */
export function launchBlockers({ leadEndpoint, siteUrl, today }: LaunchSettings): Blocker[] {
  const blockers: Blocker[] = [];
  const add = (file: string, entry: string, reason: string) => blockers.push({ file, entry, reason });
  // The content files name an entry by its place in the file's list and a field by its key, as the
  // content checks do ("reviews[0].consentDate"), with the entry's name for the reader.
  const sampleItems = (file: string, key: string, list: readonly unknown[], name: (entry: never) => string) =>
    list.forEach((entry, i) => {
      if (isSample(entry)) add(file, `${key}[${i}] (${name(entry as never)})`, 'sample entry');
    });
  const siteFile = listFiles.site.file;

  if (!leadEndpoint) add('build environment', 'NEXT_PUBLIC_LEAD_ENDPOINT', 'not set: the contact form will not deliver leads');
  if (siteUrl === defaultSiteUrl && defaultSiteUrlSample) {
    add('content/site.ts', 'defaultSiteUrl', `still the template's ${defaultSiteUrl} (set the firm's own, or NEXT_PUBLIC_SITE_URL)`);
  }

  if (isSample(site.company)) add(siteFile, 'company', 'sample entry: legal name, CIN and GSTIN');
  if (isSample(site.callback)) add(siteFile, 'callback', `sample entry: the contact page's call-back promise ("${site.callback.promise}")`);
  if (partnerList.sample) add('content/partners.ts', 'partnerList', `sample entry: ${partnerList.universities.length} partner universities whose applications the site calls free`);
  if (isSample(site.dataProtection)) {
    add(siteFile, 'dataProtection', `sample entry: the ${site.dataProtection.contact}'s name (${site.dataProtection.officerName}) and e-mail in the privacy policy`);
  }
  for (const [file, field, phone] of [
    [siteFile, 'phone.display', site.phone.display],
    [siteFile, 'whatsapp', `+${site.whatsapp}`],
    ...offices.map((office, i) => [listFiles.offices.file, `offices[${i}].phone (${office.city})`, office.phone] as const),
  ] as const) {
    if (cannotRing(phone)) add(file, field, `${phone} cannot ring (a fictional or reserved number)`);
  }

  // A sample office in the UK carries one more question: giving UK immigration advice there needs
  // registration with the Immigration Advice Authority. Its card says it gives none while
  // `iaaRegistration` is empty, which is true of an office that only helps with applications, so an
  // empty field is no blocker of its own; the firm decides once, when it replaces the sample.
  offices.forEach((office, i) => {
    if (!isSample(office)) return;
    const uk = office.countryCode === 'GB' ? ': a UK office (set iaaRegistration if it gives UK immigration advice; empty, its card says it gives none)' : '';
    add(listFiles.offices.file, `offices[${i}] (${office.city})`, `sample entry${uk}`);
  });
  sampleItems(listFiles.counsellors.file, 'counsellors', counsellors, (person: { name: string }) => person.name);
  sampleItems(listFiles.reviews.file, 'reviews', reviews, (review: { name: string }) => review.name);
  sampleItems(listFiles.events.file, 'events', events, (event: { name: string }) => event.name);
  sampleItems(listFiles.universities.file, 'universities', universities, (university: { name: string }) => `${university.name} logo`);
  reviews.forEach((review, i) => {
    if (!review.consentDate) add(listFiles.reviews.file, `reviews[${i}].consentDate (${review.name})`, 'no written consent date recorded');
  });
  // The counters are the firm's own claims about itself: the spec's figures are only the template's.
  if (isSample(countersBasis)) {
    const claims = homeCounters.map((counter) => `${formatNumber(counter.value, 0, 'thousands')}${counter.suffix} ${counter.label}`).join(', ');
    add('content/about.ts', 'homeCounters and countersBasis', `sample entry: the counters (${claims}), the same figures on About, and what they count and since when`);
  }
  if (feesSample) add('content/guides.ts', 'fees', `sample entry: ${fees.length} fees and the refund terms`);

  for (const { at, checked } of overdue(checkedEntries(destinations), today)) {
    add('content/destinations/', at, `past its review-by date ${checked.reviewBy}: check it again on its official page`);
  }
  // The test-prep pages' format and scoring facts, from the test owners' sites.
  for (const { at, checked } of overdue(testPreps.map((p) => ({ at: `testPreps[${p.slug}].format`, checked: p.format })), today)) {
    add('content/testPreps.ts', at, `past its review-by date ${checked.reviewBy}: check it again on the test owner's page`);
  }

  if (!events.some((event) => event.date >= today)) add(listFiles.events.file, 'events', `no upcoming event on or after ${today}`);

  const years = homeCounters.find((counter) => /years/i.test(counter.label));
  const open = Number(today.slice(0, 4)) - site.foundingYear;
  if (years && years.value > open) {
    add('content/about.ts', `homeCounters "${years.label}"`, `${years.value}${years.suffix} years, but the firm was founded in ${site.foundingYear} (${open} years ago)`);
  }

  // A translation goes live only once a native speaker at the firm has read it, part by part: its
  // review is recorded in its own file (who and when), never shown to visitors.
  for (const lang of translations) {
    for (const [part, review] of Object.entries(translationFiles[lang].review)) {
      const { file, review: entry } = translationPartFile(lang, part);
      if (!review.by || !review.on) add(file, entry, `${englishNames[lang]} translation of ${translationParts[part as DictionaryPart]} not reviewed by a native speaker at the firm (set ${entry}.by and .on)`);
    }
    // A destination text changed (or added) in English after the translation: the page shows it in English until then.
    const own = translationFiles[lang].destinations as DestinationTranslations;
    const { file } = translationPartFile(lang, 'destinations');
    for (const d of destinations) {
      for (const [key, { template }] of destinationTemplates(d)) {
        if (!own[d.slug]?.[key]?.trim()) add(file, `${d.slug}.${key}`, `the ${englishNames[lang]} ${d.name} page has no translation of “${template}”: it shows the English text`);
      }
    }
    // A counsellor added (or renamed) after the translation: the team page shows their English role and bio until then.
    const people = translationFiles[lang].team.people as Record<string, unknown>;
    for (const person of counsellors.filter((c) => !(c.slug in people))) {
      add(`content/i18n/${lang}.json`, `team.people.${person.slug}`, `${person.name} has no ${englishNames[lang]} role and bio: the ${englishNames[lang]} team page shows them in English`);
    }
  }
  return blockers;
}

/** One line a blocker, as `npm run check:launch` prints it. */
export const blockerLine = ({ file, entry, reason }: Blocker) => `${file}: ${entry}: ${reason}`;
