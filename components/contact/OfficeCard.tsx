import { MapPin, Phone } from 'lucide-react';
import type { Office } from '@/content/types';
import { phoneText } from '@/lib/format';
import styles from './OfficeCard.module.css';
import { Img } from '@/components/ui/Img';

/** A click-to-call link target: "+91 40 4852 3100" → "tel:+914048523100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The office's full postal address on one line. */
export function officeAddress(office: Office): string {
  return `${office.address}, ${office.state} ${office.postalCode}, ${office.country}`;
}

/** One office in the contact page's scrolling row: picture, city, address, phone and map link. */
export function OfficeCard({ office }: { office: Office }) {
  return (
    <article className={styles.card}>
      <Img src={office.image} alt="" width={640} height={400} className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.city}>{office.city}</h3>
        {office.isHeadBranch && <p className={styles.badge}>Head Branch</p>}
        <address className={styles.address}>{officeAddress(office)}</address>
        <p>
          <a href={telHref(office.phone)} className={styles.link}>
            <Phone aria-hidden="true" size={16} />
            {phoneText(office.phone)}
          </a>
        </p>
        <p>
          <a href={office.mapLink} className={styles.link}>
            <MapPin aria-hidden="true" size={16} />
            View {office.city} office on the map
          </a>
        </p>
      </div>
    </article>
  );
}
