import { Mail, MapPin, Phone } from 'lucide-react';
import { postalAddress, site } from '@/content/site';
import { phoneText } from '@/lib/format';
import styles from './TopBar.module.css';

/**
 * Contact strip above the header (spec §2): e-mail, phone and the Bangalore postal address. A named
 * region, so a screen reader moving by landmarks meets the firm's phone on every page; not inside the
 * header's banner, which stays sticky without it.
 */
export function TopBar() {
  return (
    <section className={styles.bar} id="page-top" tabIndex={-1} aria-label="Contact details">
      <div className={styles.inner}>
        <a href={`mailto:${site.email}`} className={styles.item}>
          <Mail aria-hidden="true" size={16} />
          <span className="visually-hidden">E-mail: </span>
          {site.email}
        </a>
        <a href={site.phone.href} className={`${styles.item} ${styles.phone}`}>
          <Phone aria-hidden="true" size={16} />
          <span className="visually-hidden">Phone: </span>
          {phoneText(site.phone.display)}
        </a>
        <address className={`${styles.item} ${styles.address}`}>
          <MapPin aria-hidden="true" size={16} />
          <span className="visually-hidden">Address: </span>
          {postalAddress}
        </address>
      </div>
    </section>
  );
}
