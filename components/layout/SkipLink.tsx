import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import styles from './SkipLink.module.css';

export function SkipLink({ lang }: { lang: SiteLanguage }) {
  return (
    <a href="#main" className={styles.skipLink}>
      {dictionary(lang).shell.skipLink}
    </a>
  );
}
