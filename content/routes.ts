import type { Destination } from './types';
import { destinations } from './destinations';
import { destinationPath, newsArchivePath, newsPath, servicePagePath, trainingPath } from './paths';
import { freeTrainings, services } from './services';
import { newsCountries, newsItems } from './news';
import { translatedPaths, translations } from './languages';
import { localPath } from '@/lib/languagePaths';

/** Routes that are not generated from a content list. */
export const fixedRoutes = [
  '/',
  '/about-us',
  '/about-us/team',
  '/contact-us',
  '/faq',
  '/news',
  '/courses',
  '/study-abroad',
  '/study-abroad/compare',
  '/tools',
  '/tools/education-loan',
  '/tools/intake-planner',
  '/tools/paying-from-india',
  '/tools/visa-checklist',
  '/scholarships',
  '/parents',
  '/services',
  '/test-preps',
  '/ielts',
  '/pte',
  '/tofel',
  '/disclaimer',
  '/privacy-policy',
  '/terms-of-use',
  '/fees-and-refunds',
  '/protect-yourself',
  '/partner-universities',
] as const;

/**
 * Pages built but kept out of the sitemap and the route list: /toefl serves the TOEFL page under its
 * usual spelling, with its canonical URL at the spec's /tofel. /search is a results page (noindex); it
 * lists every page itself.
 */
export const unlistedRoutes = ['/toefl', '/search'] as const;

/** Each translation's pages (`/kn`, `/kn/parents`, …): every language publishes the same translated pages. */
export const translatedRoutes = (): string[] => translations.flatMap((lang) => translatedPaths.map((path) => localPath(lang, path)));

/** Every page the site builds: the sitemap and the link checks read this one list. */
export function allRoutes(list: readonly Destination[] = destinations): string[] {
  return [
    ...fixedRoutes,
    ...list.map((d) => destinationPath(d.slug)),
    ...services.map((s) => servicePagePath(s.slug)),
    ...freeTrainings.map((t) => trainingPath(t.slug)),
    ...newsCountries.map(({ id }) => newsArchivePath(id)),
    ...newsItems.map(newsPath),
    ...translatedRoutes(),
  ];
}
