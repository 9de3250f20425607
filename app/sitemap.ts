import type { MetadataRoute } from 'next';
import { allRoutes } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((path) => ({
    url: new URL(path, site.url).toString(),
    changeFrequency: path.startsWith('/news/') ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
