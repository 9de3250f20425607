import type { Metadata } from 'next';
import type { Translation } from '@/content/languages';
import { counsellingHref } from '@/content/site';
import { dictionary, linkIn } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { LanguageProblem, type ProblemLink } from './LanguageProblem';
import type { LanguageErrorWords } from './LanguageError';

export function languageNotFoundMetadata(lang: Translation): Metadata {
  const { notFound } = dictionary(lang);
  return { title: notFound.title, description: notFound.description, robots: { index: false } };
}

/**
 * Where a visitor goes from a page that could not be shown: the language's home, For Parents, a
 * counsellor (the site's counselling link, in the language: the contact page is always translated,
 * and the tests hold each language's link to it).
 */
function waysOn(lang: Translation): ProblemLink[] {
  const { notFound } = dictionary(lang);
  return [
    { href: localPath(lang, '/'), text: notFound.homeLink },
    { href: localPath(lang, '/parents'), text: notFound.parentsLink },
    { href: linkIn(lang, counsellingHref()).href, text: notFound.contactLink },
  ];
}

/**
 * A translation's 404 page (`/kn/404`): what the server sends, with status 404, for an address under
 * the language's prefix that is not a page (deploy/nginx.conf, scripts/serve.mjs). In the language,
 * with the way to its pages and to a counsellor.
 */
export function LanguageNotFound({ lang }: { lang: Translation }) {
  const { notFound } = dictionary(lang);
  return <LanguageProblem code="404" heading={notFound.heading} message={notFound.message} links={waysOn(lang)} />;
}

/** The error screen's words in `lang`, for app/[lang]/layout.tsx to hand to the screen (a client component ships no dictionary). */
export function languageErrorWords(lang: Translation): LanguageErrorWords {
  const { notFound } = dictionary(lang);
  return { heading: notFound.errorHeading, message: notFound.errorMessage, chunk: notFound.errorChunk, tryAgain: notFound.tryAgain, links: waysOn(lang) };
}
