import type { Metadata } from 'next';
import { site } from '@/content/site';

interface PageMeta {
  /** Page title; " · Brand" is appended. The whole must fit in 60 characters (the build fails otherwise). */
  title: string;
  /** 50–160 characters. */
  description: string;
  /** Route path, e.g. "/about-us". */
  path: string;
  ogType?: 'website' | 'article';
  /** The headline drawn on the share image, when it differs from the (shortened) title. */
  shareTitle?: string;
}

/** Search results cut titles at about 60 characters. */
export const maxTitleLength = 60;

/** The document title for a page: the home page's stands alone, others carry the brand. */
export function documentTitle(title: string, path: string): string {
  return path === '/' ? title : `${title} · ${site.name}`;
}

/** Share-image families (scripts/build/share-images.mjs draws one 1200×630 PNG per file name). */
export function shareImage(path: string, title: string): { url: string; alt: string } {
  const generic = { url: '/og/default.png', alt: `${site.name}: ${site.tagline}` };
  if (path === '/') return { url: '/og/home.png', alt: `${site.name}: turn your study abroad dreams into reality` };
  const destination = /^\/study-abroad\/([a-z-]+)$/.exec(path);
  if (destination) return { url: `/og/study-abroad-${destination[1]}.png`, alt: title };
  const article = /^\/news\/([a-z]+)\/(\d+)$/.exec(path);
  if (article) return { url: `/og/news-${article[1]}-${article[2]}.png`, alt: title };
  if (path === '/services' || path.startsWith('/services/')) {
    return { url: '/og/services.png', alt: `${site.name}: counselling, applications, visas and test preparation` };
  }
  return generic;
}

/** One canonical URL, Open Graph and Twitter tags per route, all from the same facts. */
export function pageMetadata({ title, description, path, ogType = 'website', shareTitle }: PageMeta): Metadata {
  const fullTitle = documentTitle(title, path);
  if (fullTitle.length > maxTitleLength) {
    throw new Error(`pageMetadata: the title of ${path} is ${fullTitle.length} characters (at most ${maxTitleLength}): "${fullTitle}"`);
  }
  const image = shareImage(path, shareTitle ?? title);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: ogType,
      url: path,
      siteName: site.name,
      title: fullTitle,
      description,
      locale: 'en_IN',
      images: [{ url: image.url, width: 1200, height: 630, alt: image.alt, type: 'image/png' }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt, width: 1200, height: 630 }],
    },
  };
}
