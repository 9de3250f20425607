import { Languages } from 'lucide-react';
import { languages, type SiteLanguage } from '@/content/languages';
import { LanguageLinks } from './LanguageLinks';
import styles from './LanguageSwitcher.module.css';
import headerLabel from './HeaderLabel.module.css';

interface LanguageSwitcherProps {
  /** The page's language. */
  lang: SiteLanguage;
  /** "Language", in the page's language: names the list for screen readers. */
  label: string;
  /** In the header, a disclosure that opens the list; in the drawer, the list itself. */
  variant: 'header' | 'drawer';
}

/**
 * The language switcher: in the header a native disclosure (it opens before and without scripts, at
 * every width), in the drawer the same links under the menu.
 */
export function LanguageSwitcher({ lang, label, variant }: LanguageSwitcherProps) {
  // One navigation landmark named "Language" per page (the header's); the drawer's copy is a group.
  if (variant === 'drawer') {
    return (
      <div role="group" aria-label={label} className={styles.drawer}>
        <LanguageLinks lang={lang} />
      </div>
    );
  }
  return (
    <details className={styles.header}>
      <summary className={styles.summary}>
        <Languages aria-hidden="true" size={18} />
        <span className="visually-hidden">{`${label}: `}</span>
        <span lang={languages[lang].locale} className={headerLabel.label}>
          {languages[lang].name}
        </span>
      </summary>
      <nav aria-label={label} className={styles.panel}>
        <LanguageLinks lang={lang} />
      </nav>
    </details>
  );
}
