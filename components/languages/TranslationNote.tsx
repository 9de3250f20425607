import type { Translation, TranslatedPath } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { Container } from '@/components/ui/Section';
import styles from './TranslationNote.module.css';

/** Said once on each translated page: the English page is the authoritative version, with a link to it. */
export function TranslationNote({ lang, path }: { lang: Translation; path: TranslatedPath }) {
  const { common } = dictionary(lang);
  return (
    <Container>
      <p className={styles.note}>
        {common.authoritative}{' '}
        <a href={path} hrefLang="en">
          {common.authoritativeLink}
        </a>
      </p>
    </Container>
  );
}
