import { Mail, MapPin, Phone } from 'lucide-react';
import { postalAddress, site } from '@/content/site';
import styles from './TopBar.module.css';

/** Contact strip above the header (spec §2): e-mail and the Bangalore postal address. */
export function TopBar() {
  return (
    <div className={styles.bar} id="page-top" tabIndex={-1}>
      <div className={styles.inner}>
        <a href={`mailto:${site.email}`} className={styles.item}>
          <Mail aria-hidden="true" size={16} />
          <span className="visually-hidden">E-mail: </span>
          {site.email}
        </a>
        <a href={site.phone.href} className={`${styles.item} ${styles.phone}`}>
          <Phone aria-hidden="true" size={16} />
          <span className="visually-hidden">Phone: </span>
          {site.phone.display}
        </a>
        <address className={`${styles.item} ${styles.address}`}>
          <MapPin aria-hidden="true" size={16} />
          <span className="visually-hidden">Address: </span>
          {postalAddress}
        </address>
      </div>
    </div>
  );
}
