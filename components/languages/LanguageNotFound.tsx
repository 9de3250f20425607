import type { Metadata } from 'next';
import type { Translation } from '@/content/languages';
import { counsellingHref } from '@/content/site';
import { dictionary } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { Container } from '@/components/ui/Section';
import { LocalLink } from './LocalLink';
import styles from './LanguageNotFound.module.css';

export function languageNotFoundMetadata(lang: Translation): Metadata {
  const { notFound } = dictionary(lang);
  return { title: notFound.title, description: notFound.description, robots: { index: false } };
}

/**
 * A translation's 404 page (`/kn/404`): what the server sends, with status 404, for an address under
 * the language's prefix that is not a page (deploy/nginx.conf, scripts/serve.mjs). In the language,
 * with the way to its pages and to a counsellor.
 */
export function LanguageNotFound({ lang }: { lang: Translation }) {
  const { notFound } = dictionary(lang);
  return (
    <Container className={styles.page}>
      <p className={styles.code} lang="en">
        404
      </p>
      <h1 className={styles.heading}>{notFound.heading}</h1>
      <p>{notFound.message}</p>
      <ul className={styles.links}>
        <li>
          <a href={localPath(lang, '/')}>{notFound.homeLink}</a>
        </li>
        <li>
          <a href={localPath(lang, '/parents')}>{notFound.parentsLink}</a>
        </li>
        <li>
          <LocalLink lang={lang} href={counsellingHref()}>
            {notFound.contactLink}
          </LocalLink>
        </li>
      </ul>
    </Container>
  );
}
