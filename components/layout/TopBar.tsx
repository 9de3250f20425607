import { Mail, MapPin, Phone } from 'lucide-react';
import { postalAddress, site } from '@/content/site';
import { phoneText } from '@/lib/format';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn } from '@/lib/i18n';
import styles from './TopBar.module.css';

/**
 * Contact strip above the header (spec §2): e-mail, phone and the Bangalore postal address. A named
 * region, so a screen reader moving by landmarks meets the firm's phone on every page; not inside the
 * header's banner, which stays sticky without it.
 */
export function TopBar({ lang }: { lang: SiteLanguage }) {
  const { common, shell } = dictionary(lang);
  return (
    <section className={styles.bar} id="page-top" tabIndex={-1} aria-label={shell.contactDetails}>
      <div className={styles.inner}>
        <a href={`mailto:${site.email}`} className={styles.item}>
          <Mail aria-hidden="true" size={16} />
          <span className="visually-hidden">{`${common.emailLabel}: `}</span>
          {site.email}
        </a>
        <a href={site.phone.href} className={`${styles.item} ${styles.phone}`}>
          <Phone aria-hidden="true" size={16} />
          <span className="visually-hidden">{`${common.phoneLabel}: `}</span>
          {phoneText(site.phone.display)}
        </a>
        <address className={`${styles.item} ${styles.address}`}>
          <MapPin aria-hidden="true" size={16} />
          <span className="visually-hidden">{`${common.addressLabel}: `}</span>
          <span {...englishIn(lang)}>{postalAddress}</span>
        </address>
      </div>
    </section>
  );
}
