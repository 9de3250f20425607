'use client';

import { usePathname } from 'next/navigation';
import { languages, type SiteLanguage } from '@/content/languages';
import { counterparts } from '@/lib/languagePaths';
import styles from './LanguageSwitcher.module.css';

/**
 * The switcher's links: each language named in its own script, to this page's counterpart in it (or
 * that language's home page where this page has no translation). A client component only to read the
 * page's address, which the layout that draws the header is not given; its links are in the server's
 * HTML, so they work before and without scripts.
 */
export function LanguageLinks({ lang }: { lang: SiteLanguage }) {
  return (
    <ul className={styles.list}>
      {counterparts(usePathname()).map((link) => (
        <li key={link.lang}>
          {/* A plain link: another language is another document, with its own <html lang>. */}
          <a href={link.href} lang={languages[link.lang].locale} hrefLang={link.lang} className={styles.link} aria-current={link.lang === lang ? 'true' : undefined}>
            {languages[link.lang].name}
          </a>
        </li>
      ))}
    </ul>
  );
}
