import type { MetadataRoute } from 'next';
import type { Destination } from '@/content/types';
import { allRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { newsCountries, newsFor, newsItems } from '@/content/news';
import { destinations } from '@/content/destinations';
import { destinationPath, newsArchivePath } from '@/content/paths';
import { languageAlternates } from './i18n';
import { pageLanguage } from './languagePaths';

const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/**
 * The sitemap for a list of destinations (the site's own, or a test's with a fixture added). Each
 * page's lastmod comes from the content's own dates: an article's date, a destination's last review,
 * the newest article for the lists that show news. Pages without a dated source get no lastmod rather
 * than a made-up one.
 */
export function sitemapEntries(list: readonly Destination[] = destinations): MetadataRoute.Sitemap {
  const lastModified = (path: string): string | undefined => {
    const article = newsItems.find((item) => item.link === path);
    if (article) return article.date;
    const destination = list.find((d) => path === destinationPath(d.slug));
    if (destination) return destination.lastReviewed;
    if (path === '/study-abroad') return latest(list.map((d) => d.lastReviewed));
    if (path === '/' || path === '/news') return latest(newsItems.map((item) => item.date));
    const archive = newsCountries.find(({ id }) => path === newsArchivePath(id));
    if (archive) return latest(newsFor(archive.id).map((item) => item.date));
    return undefined;
  };
  // An article keeps its words once published; a country's archive changes with every new one.
  const isArticle = (path: string) => newsItems.some((item) => item.link === path);
  return allRoutes(list).map((path) => {
    // A translation is dated and weighed as its English page, and lists every language's address.
    const { path: english } = pageLanguage(path);
    const languages = languageAlternates(english);
    return {
      url: new URL(path, site.url).toString(),
      lastModified: lastModified(english),
      changeFrequency: isArticle(path) ? 'yearly' : 'monthly',
      priority: english === '/' ? 1 : english.split('/').length > 2 ? 0.6 : 0.8,
      ...(Object.keys(languages).length ? { alternates: { languages } } : {}),
    };
  });
}
