import { sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap() {
  return sitemapEntries();
}
