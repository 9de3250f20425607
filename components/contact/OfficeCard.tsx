import { Clock, MapPin, Phone } from 'lucide-react';
import { officeHours } from '@/lib/hours';
import type { Office } from '@/content/types';
import { phoneText } from '@/lib/format';
import styles from './OfficeCard.module.css';
import { Img } from '@/components/ui/Img';
import { SampleLabel } from '@/components/ui/SampleLabel';

/** A click-to-call link target: "+91 40 4852 3100" → "tel:+914048523100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The office's full postal address on one line. */
export function officeAddress(office: Office): string {
  return `${office.address}, ${office.state} ${office.postalCode}, ${office.country}`;
}

/**
 * What an office in the UK says about UK immigration advice; nothing for an office elsewhere. Giving
 * immigration advice in the UK is a criminal offence unless the adviser is registered with the
 * Immigration Advice Authority (formerly the OISC; https://www.gov.uk/government/organisations/immigration-advice-authority)
 * or exempt. With a registration in the content the card shows it; without one it says the office
 * gives none. That default is true of an office that helps with applications and settling in, so it
 * needs no launch blocker of its own; claiming registration is the firm's deliberate act of filling in
 * the field (the launch gate asks about it while the office is a sample).
 */
export function ukAdviceNote(office: Office): string | null {
  if (office.countryCode !== 'GB') return null;
  return office.iaaRegistration
    ? `Registered with the Immigration Advice Authority (formerly OISC) to give UK immigration advice, number ${office.iaaRegistration}.`
    : 'This office gives no UK immigration or visa advice: it helps with university applications and settling in. Visa guidance comes from our counsellors in India.';
}

/** One office in the contact page's scrolling row: picture, city, address, hours, phone and map link. */
export function OfficeCard({ office }: { office: Office }) {
  const note = ukAdviceNote(office);
  return (
    <article className={styles.card}>
      <Img src={office.image} alt="" width={640} height={400} className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.city}>{office.city}</h3>
        <SampleLabel sample={office.sample} />
        {office.isHeadBranch && <p className={styles.badge}>Head Branch</p>}
        <address className={styles.address}>{officeAddress(office)}</address>
        <p className={styles.hours}>
          <Clock aria-hidden="true" size={16} />
          <span>
            <span className="visually-hidden">Open </span>
            {officeHours(office)} (local time)
          </span>
        </p>
        {note && <p className={styles.note}>{note}</p>}
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
