import { Link } from '@/components/ui/Link';
import { headerNav, translatedHeaderNav } from '@/content/navigation';
import { counsellingHref, site } from '@/content/site';
import type { SiteLanguage } from '@/content/languages';
import type { NavItem } from '@/content/types';
import { dictionary, fill, localNav } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { Logo } from '@/components/ui/Logo';
import { buttonClass } from '@/components/ui/Button';
import { BookingLink } from '@/components/ui/BookingLink';
import { NavMenu } from './NavMenu';
import { MobileDrawer } from './MobileDrawer';
import { SiteSearch } from './SiteSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Header.module.css';
import { searchWordsFrom } from './searchWords';

const appointmentHref = counsellingHref('appointment');

/** The header's menus in a language: labels translated, links to untranslated pages saying "(English)". */
const menus = (lang: SiteLanguage): NavItem[] => (lang === 'en' ? headerNav : localNav(lang, translatedHeaderNav));

export function Header({ lang }: { lang: SiteLanguage }) {
  const { shell } = dictionary(lang);
  const items = menus(lang);
  const english = lang === 'en';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={localPath(lang, '/')} className={styles.brand} aria-label={fill(shell.brandHome, { name: site.name })}>
          <Logo />
        </Link>
        <div className={styles.desktopNav}>
          <NavMenu items={items} variant="bar" label={shell.mainNav} />
        </div>
        <SiteSearch {...(english ? {} : { words: searchWordsFrom(dictionary(lang)) })} />
        <LanguageSwitcher lang={lang} label={shell.language} variant="header" />
        <BookingLink fallback={appointmentHref} className={buttonClass('primary', 'sm', styles.appointment)}>
          {shell.bookAppointment}
        </BookingLink>
        <MobileDrawer
          items={items}
          appointmentHref={appointmentHref}
          languages={<LanguageSwitcher lang={lang} label={shell.language} variant="drawer" />}
          {...(english ? {} : { words: { menu: shell.menu, closeMenu: shell.closeMenu, mainMenu: shell.mainMenu, bookAppointment: shell.bookAppointment } })}
        />
      </div>
    </header>
  );
}

