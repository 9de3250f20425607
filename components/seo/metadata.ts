import type { Metadata } from 'next';
import { site } from '@/content/site';

interface PageMeta {
  /** Page title; the layout's template appends " · Brand". */
  title: string;
  /** 50–160 characters. */
  description: string;
  /** Route path, e.g. "/about-us". */
  path: string;
  ogType?: 'website' | 'article';
}

/** One canonical URL, Open Graph and Twitter tags per route, all from the same three facts. */
export function pageMetadata({ title, description, path, ogType = 'website' }: PageMeta): Metadata {
  const fullTitle = path === '/' ? title : `${title} · ${site.name}`;
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: ogType,
      url: path,
      siteName: site.name,
      title: fullTitle,
      description,
      locale: 'en_IN',
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: ['/og-image.png'] },
  };
}
