/**
 * The site's languages. English is the site of record, at today's addresses; each translation lives
 * under its own prefix (`/kn/parents`) and publishes only the pages it has translated
 * (`translatedPaths`): an English page is never copied under a language prefix.
 */
export const translations = ['kn', 'hi', 'te', 'ta'] as const;
export type Translation = (typeof translations)[number];
export type SiteLanguage = 'en' | Translation;

export interface LanguageInfo {
  /** `<html lang>`, and the locale numbers and dates are written in. */
  locale: `${string}-IN`;
  /** The language named in its own script, as the switcher offers it. */
  name: string;
}

/** What the switcher draws (it is in every page's script: nothing else here). */
export const languages: Record<SiteLanguage, LanguageInfo> = {
  en: { locale: 'en-IN', name: 'English' },
  kn: { locale: 'kn-IN', name: 'ಕನ್ನಡ' },
  hi: { locale: 'hi-IN', name: 'हिन्दी' },
  te: { locale: 'te-IN', name: 'తెలుగు' },
  ta: { locale: 'ta-IN', name: 'தமிழ்' },
};

/** Each language's English name: the counsellors' records and the contact form's "Language for the call" use it. */
export const englishNames = { en: 'English', kn: 'Kannada', hi: 'Hindi', te: 'Telugu', ta: 'Tamil' } as const satisfies Record<SiteLanguage, string>;

/** The switcher's order: the firm's home state first, then as the offices' families read. */
export const siteLanguages: readonly SiteLanguage[] = ['en', ...translations];

/**
 * The English pages every translation publishes, each at `/{lang}` + its path. A page joins this list
 * with its texts in every language's dictionary (content/i18n/*.json), which the types then require.
 */
export const translatedPaths = [
  '/',
  '/about-us',
  '/about-us/team',
  '/parents',
  '/contact-us',
  '/fees-and-refunds',
  '/protect-yourself',
  '/privacy-policy',
  // The six destinations (content/destinations; content/translations.test.ts holds the lists equal).
  '/study-abroad/usa',
  '/study-abroad/uk',
  '/study-abroad/canada',
  '/study-abroad/australia',
  '/study-abroad/europe',
  '/study-abroad/new-zealand',
] as const;
export type TranslatedPath = (typeof translatedPaths)[number];

export const isTranslation = (lang: string): lang is Translation => (translations as readonly string[]).includes(lang);
export const isTranslatedPath = (path: string): path is TranslatedPath => (translatedPaths as readonly string[]).includes(path);

/**
 * Where a part of a language's dictionary is kept, and the entry its review is in: the launch gate
 * and the editor name them (the destination pages' texts are their own file, with one review).
 */
export function translationPartFile(lang: Translation, part: string): { file: string; review: string } {
  return part === 'destinations' ? { file: `content/i18n/${lang}-destinations.json`, review: 'review' } : { file: `content/i18n/${lang}.json`, review: `review.${part}` };
}
