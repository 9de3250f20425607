import type { MetadataRoute } from 'next';
import { allRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { newsItems } from '@/content/news';
import { destinations } from '@/content/destinations';

export const dynamic = 'force-static';

const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/**
 * When each page's content last changed, from the content's own dates: an article's date, a
 * destination's last review, the newest article for the lists that show news. Pages without a dated
 * source get no lastmod rather than a made-up one.
 */
function lastModified(path: string): string | undefined {
  const article = newsItems.find((item) => item.link === path);
  if (article) return article.date;
  const destination = destinations.find((d) => path === `/study-abroad/${d.slug}`);
  if (destination) return destination.lastReviewed;
  if (path === '/study-abroad') return latest(destinations.map((d) => d.lastReviewed));
  if (path === '/' || path === '/news') return latest(newsItems.map((item) => item.date));
  return undefined;
}

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((path) => ({
    url: new URL(path, site.url).toString(),
    lastModified: lastModified(path),
    changeFrequency: path.startsWith('/news/') ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
