import type { Metadata } from 'next';
import { site } from '@/content/site';
import { isTranslatedPath, languages, type SiteLanguage } from '@/content/languages';
import { languageAlternates } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';

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
  /** The page's language; `path` stays the English page's path (a translation's address follows from it). */
  lang?: SiteLanguage;
}

/** Search results cut titles at about 60 characters. */
export const maxTitleLength = 60;

/**
 * A title's length as a reader sees it: letters with their vowel signs count once (Tamil's "கு" is
 * two code units, one letter), so a translation is held to the same limit as English.
 */
export const titleLength = (title: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(title)].length;

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
export function pageMetadata({ title, description, path, ogType = 'website', shareTitle, lang = 'en' }: PageMeta): Metadata {
  const fullTitle = documentTitle(title, path);
  if (lang !== 'en' && !isTranslatedPath(path)) throw new Error(`pageMetadata: ${path} has no translations (content/languages.ts)`);
  const address = isTranslatedPath(path) ? localPath(lang, path) : path;
  if (titleLength(fullTitle) > maxTitleLength) {
    throw new Error(`pageMetadata: the title of ${path} (${lang}) is ${titleLength(fullTitle)} characters (at most ${maxTitleLength}): "${fullTitle}"`);
  }
  const image = shareImage(path, shareTitle ?? title);
  return {
    title: { absolute: fullTitle },
    description,
    // Each page is its own canonical; a page with translations lists them all, both ways (hreflang).
    alternates: { canonical: address, languages: languageAlternates(path) },
    openGraph: {
      type: ogType,
      url: address,
      siteName: site.name,
      title: fullTitle,
      description,
      locale: languages[lang].locale.replace('-', '_'),
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

/**
 * What every page's head carries beside its own metadata (the root layout's, and the 404 page's, which
 * Next draws outside the layouts).
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  // Real files, so search engines, home screens and feed readers can fetch them: favicon.ico (also what
  // anything asks for unprompted), the logo mark as SVG, and iOS's 180 px home-screen icon (the two
  // bitmaps drawn from the SVG by `npm run icons`). Chromium fetches the one icon it shows (the SVG)
  // only after the page's load event, so it does not compete with the first paint.
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
  },
};
