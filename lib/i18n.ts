import type { Route } from 'next';
import type { NavGroup, NavItem, NavLink } from '@/content/types';
import { isNavMenu } from '@/content/types';
import { languages, siteLanguages, isTranslatedPath, type SiteLanguage, type Translation } from '@/content/languages';
import { localPath } from './languagePaths';
import type { StatusLanguage } from './statusWords';
import { site } from '@/content/site';
import en from '@/content/i18n/en.json';
import kn from '@/content/i18n/kn.json';
import hi from '@/content/i18n/hi.json';
import te from '@/content/i18n/te.json';
import ta from '@/content/i18n/ta.json';
import knPages from '@/content/i18n/kn-destinations.json';
import hiPages from '@/content/i18n/hi-destinations.json';
import tePages from '@/content/i18n/te-destinations.json';
import taPages from '@/content/i18n/ta-destinations.json';

export { fill } from './fill';

/**
 * The site's words in each language (content/i18n/*.json). English is the source: its file's shape is
 * the type every translation must have, so a missing key is a type error. Server code only: islands
 * get the few strings they draw as props, and no page ships a dictionary.
 */
export type Dictionary = typeof en;
export type DictionaryPart = keyof Dictionary;

/**
 * Who at the firm, a native speaker, reviewed a part of a translation, and when (YYYY-MM-DD); both
 * empty until someone has. The launch gate reads it; the editor (/admin) edits it.
 */
export interface Review {
  by: string;
  on: string;
}
export type TranslationFile = Dictionary & { review: Record<DictionaryPart, Review> };

type WordsFile = Omit<Dictionary, 'destinations'> & { review: Record<Exclude<DictionaryPart, 'destinations'>, Review> };
type PagesFile = Dictionary['destinations'] & { review: Review };

/**
 * A language's dictionary is two files: its words (content/i18n/{lang}.json) and the destination
 * pages' own texts (content/i18n/{lang}-destinations.json, several hundred, by template key), each
 * with its review. Two files so the editor draws two forms a phone or laptop opens in seconds.
 */
function translationFile(words: WordsFile, pages: PagesFile): TranslationFile {
  const { review, ...destinations } = pages;
  return { ...words, destinations, review: { ...words.review, destinations: review } };
}

export const translationFiles: Record<Translation, TranslationFile> = {
  kn: translationFile(kn, knPages),
  hi: translationFile(hi, hiPages),
  te: translationFile(te, tePages),
  ta: translationFile(ta, taPages),
};

/** What each part of a dictionary is, for the launch gate's list of unreviewed translations. */
export const translationParts: Record<DictionaryPart, string> = {
  common: 'the words every page shares (figures’ status, fees table, calls to action)',
  shell: 'the header, footer, menus and search',
  nav: 'the menu labels',
  notFound: 'the 404 page and the error screen',
  home: 'the home page',
  parents: 'the For Parents page',
  fees: 'the Fees and Refunds page',
  protect: 'the Protect Yourself page',
  contact: 'the Contact Us page and its form (labels, messages, the data notice)',
  privacy: 'the Privacy Policy',
  about: 'the About Us page',
  team: 'the Our Counsellors page and each counsellor’s role and bio',
  destination: 'the words the six destination pages share (headings, the cost estimator)',
  destinations: 'each destination page’s own texts (USA, UK, Canada, Australia, Europe, New Zealand)',
};

export function dictionary(lang: SiteLanguage): Dictionary {
  return lang === 'en' ? en : translationFiles[lang];
}

/** A menu label in `lang`. A label the dictionary lacks fails the build: no English is left in a menu. */
function navLabel(lang: Translation, title: string): string {
  const label = (dictionary(lang).nav as Record<string, string>)[title];
  if (!label) throw new Error(`content/i18n/${lang}.json: "nav" has no label for "${title}"`);
  return label;
}

/**
 * Where a link to an English page goes from a page in `lang`: its translation when there is one,
 * else the English page itself, whose label then says "(English)" in the reader's language.
 */
export function localLink(lang: SiteLanguage, link: NavLink): NavLink {
  if (lang === 'en') return link;
  const { href, english } = linkIn(lang, link.href);
  const title = navLabel(lang, link.title);
  return { title: english ? `${title} ${dictionary(lang).common.english}` : title, href };
}

/** Where a site address leads from a page in `lang`: its translation, or the English page (`english`). */
export function linkIn(lang: SiteLanguage, href: string): { href: Route; english: boolean } {
  const [path, rest = ''] = href.split(/(?=[?#])/);
  if (lang === 'en') return { href: href as Route, english: false };
  if (path && isTranslatedPath(path)) return { href: `${localPath(lang, path)}${rest}` as Route, english: false };
  return { href: href as Route, english: true };
}

/** A menu or footer group in `lang`: labels translated, links to their translation or marked English. */
export function localNav(lang: SiteLanguage, items: NavItem[]): NavItem[] {
  if (lang === 'en') return items;
  return items.map((item) =>
    isNavMenu(item)
      ? { title: navLabel(lang, item.title), subLinks: localNav(lang, item.subLinks), ...(item.overview ? { overview: localLink(lang, item.overview) } : {}) }
      : localLink(lang, item),
  );
}

export const localGroups = (lang: SiteLanguage, groups: NavGroup[]): NavGroup[] =>
  lang === 'en'
    ? groups
    : groups.map((g) => ({ title: navLabel(lang, g.title), links: g.links.map((l) => localLink(lang, l)) }));

/**
 * The `hreflang` alternates of a page that has translations: every language's address, absolute,
 * plus `x-default` on the English page. Empty for a page without translations.
 */
export function languageAlternates(path: string): Record<string, string> {
  if (!isTranslatedPath(path)) return {};
  const absolute = (p: string) => new URL(p, site.url).href;
  return {
    ...Object.fromEntries(siteLanguages.map((lang) => [lang, absolute(localPath(lang, path))])),
    'x-default': absolute(path),
  };
}

/** Numbers and dates as the locale writes them (Indian grouping in every Indian locale). */
export const localeOf = (lang: SiteLanguage) => languages[lang].locale;

/** DateText's locale on a translated page; nothing on an English one (its dates stay as the site writes them). */
export const dateLocale = (lang: SiteLanguage): { locale?: string } => (lang === 'en' ? {} : { locale: localeOf(lang) });

/** A language's name as the page's reader writes it ("Kannada" on English pages, "ಕನ್ನಡ" on Kannada ones). */
export function languageName(lang: SiteLanguage, english: string): string {
  const name = (dictionary(lang).common.languageNames as Record<string, string>)[english];
  if (!name) throw new Error(`content/i18n/${lang}.json: common.languageNames has no "${english}"`);
  return name;
}

/**
 * The whole region a destination's lists cover, as the page's reader writes it: its scholarships and
 * checklists are Europe's where its guide is Germany's (`common.regions`); otherwise its name.
 */
export function destinationRegionIn(lang: Translation, slug: string): string {
  return (dictionary(lang).common.regions as Record<string, string>)[slug] ?? destinationNameIn(lang, slug);
}

/** A destination's name as the page's reader writes it (from its slug). */
export function destinationNameIn(lang: Translation, slug: string): string {
  const name = (dictionary(lang).common.destinations as Record<string, string>)[slug];
  if (!name) throw new Error(`content/i18n/${lang}.json: common.destinations has no "${slug}"`);
  return name;
}

/**
 * The Grievance Officer's role as the page's reader reads it: as the firm names it in site.json on
 * English pages, as the dictionary translates it (`privacy.officerRole`) in a translation.
 */
export const officerRole = (lang: SiteLanguage): string => (lang === 'en' ? site.dataProtection.contact : dictionary(lang).privacy.officerRole);

/**
 * What a translated page writes in English, in Latin letters (a name, an address, a certificate): marked
 * so that a screen reader says it in English. Nothing on an English page.
 */
export const englishIn = (lang: SiteLanguage): { lang?: 'en-IN' } => (lang === 'en' ? {} : { lang: 'en-IN' });

/** A city as the page's reader writes it (an English page as the office's record names it). */
export const cityName = (lang: SiteLanguage, city: string): string =>
  lang === 'en' ? city : ((dictionary(lang).common.cities as Record<string, string>)[city] ?? city);

/** The short status under a figure, in the page's language. */
export const statusLanguage = (lang: SiteLanguage): StatusLanguage | undefined =>
  lang === 'en' ? undefined : { checked: dictionary(lang).common.checked, notConfirmed: dictionary(lang).common.notConfirmed, locale: localeOf(lang) };
