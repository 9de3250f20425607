import type { Route } from 'next';
import type { DestinationSlug, NewsCountry } from './types';

/**
 * Every content route is built here and nowhere else: navigation, `generateStaticParams`, the
 * sitemap, components and tests call these, so a URL scheme changes in one place. Items carry their
 * keys (a destination's slug, a news item's country and `n`); a path is never parsed back into them.
 */
export const destinationPath = (slug: DestinationSlug) => route(`/study-abroad/${slug}`);
export const servicePagePath = (slug: string) => route(`/services/${slug}`);
export const trainingPath = (slug: string) => route(`/services/free-trainings/${slug}`);
export const newsPath = ({ country, n }: { country: NewsCountry; n: number }) => route(`/news/${country}/${n}`);
/** Every article of one country, newest first: the tabs show only the latest. */
export const newsArchivePath = (country: NewsCountry) => route(`/news/${country}`);
/** A destination's scholarships and its visa checklist: the pages read the choice from the address. */
export const scholarshipsPath = (slug: DestinationSlug) => route(`/scholarships?destination=${slug}`);
export const visaChecklistPath = (slug: DestinationSlug) => route(`/tools/visa-checklist?destination=${slug}`);

/**
 * A built path as a typed route. `typedRoutes` cannot prove that a slug from content is one URL
 * segment, so the builders above are the one place that vouches for it (and the route tests check
 * every built path against the app/ folders).
 */
function route(path: string): Route {
  return path as Route;
}
