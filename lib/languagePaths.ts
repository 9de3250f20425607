import type { Route } from 'next';
import { isTranslatedPath, siteLanguages, translations, type SiteLanguage, type TranslatedPath } from '@/content/languages';

/** A translated page's address: `/kn` for home, `/kn/parents`; English pages keep their own. */
export function localPath(lang: SiteLanguage, path: TranslatedPath): Route {
  if (lang === 'en') return path as Route;
  return (path === '/' ? `/${lang}` : `/${lang}${path}`) as Route;
}

/** The language of an address and the English page it stands for (`/kn/parents` → kn, `/parents`). */
export function pageLanguage(pathname: string): { lang: SiteLanguage; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const lang = translations.find((l) => l === first);
  if (!lang) return { lang: 'en', path: pathname };
  return { lang, path: `/${rest.join('/')}`.replace(/(.)\/$/, '$1') };
}

/**
 * The language switcher's links from the page at `pathname`: each language's counterpart of this
 * page, or that language's home page where the page has no translation.
 */
export function counterparts(pathname: string): { lang: SiteLanguage; href: Route }[] {
  const { path } = pageLanguage(pathname);
  return siteLanguages.map((lang) => {
    if (isTranslatedPath(path)) return { lang, href: localPath(lang, path) };
    // A page without translations is an English page: English stays on it, the others go home.
    return { lang, href: lang === 'en' ? (path as Route) : localPath(lang, '/') };
  });
}
