import { destinations } from './destinations';
import { freeTrainings, services } from './services';
import { newsItems } from './news';

/** Routes that are not generated from a content list. */
export const fixedRoutes = [
  '/',
  '/about-us',
  '/contact-us',
  '/faq',
  '/news',
  '/courses',
  '/study-abroad',
  '/services',
  '/test-preps',
  '/ielts',
  '/pte',
  '/tofel',
  '/disclaimer',
  '/privacy-policy',
  '/terms-of-use',
] as const;

/** Every page the site builds: the sitemap and the link checks read this one list. */
export function allRoutes(): string[] {
  return [
    ...fixedRoutes,
    ...destinations.map((d) => `/study-abroad/${d.slug}`),
    ...services.map((s) => `/services/${s.slug}`),
    ...freeTrainings.map((t) => `/services/free-trainings/${t.slug}`),
    ...newsItems.map((n) => n.link),
  ];
}
