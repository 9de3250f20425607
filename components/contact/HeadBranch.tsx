import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { headBranch, mapEmbedUrl } from '@/content/offices';
import { site, whatsappHref } from '@/content/site';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { phoneText } from '@/lib/format';
import { MapFacade } from './MapFacade';
import mapStyles from './MapFacade.module.css';
import { officeAddress, telHref } from './OfficeCard';
import styles from './HeadBranch.module.css';

/** "Marathahalli, Bengaluru": the head branch's area and city, from the last parts of its address. */
const place = headBranch.address.split(', ').slice(-2).join(', ');

/** The head branch card beside the form: address, click-to-call, e-mail, and the map facade. */
export function HeadBranch({ headingId }: { headingId: string }) {
  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <p className={styles.eyebrow}>Head Branch</p>
      <h2 id={headingId} className={styles.title}>
        {place}
      </h2>
      <SampleLabel sample={headBranch.sample} />
      <ul className={styles.details}>
        <li>
          <MapPin aria-hidden="true" size={20} className={styles.icon} />
          <address className={styles.address}>{officeAddress(headBranch)}</address>
        </li>
        <li>
          <Phone aria-hidden="true" size={20} className={styles.icon} />
          <a href={telHref(headBranch.phone)} className={styles.link}>
            <span className="visually-hidden">Call </span>
            {phoneText(headBranch.phone)}
          </a>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} className={styles.icon} />
          <a href={`mailto:${headBranch.email}`} className={styles.link}>
            <span className="visually-hidden">Email </span>
            {headBranch.email}
          </a>
        </li>
        <li>
          <MessageCircle aria-hidden="true" size={20} className={styles.icon} />
          <a href={whatsappHref()} className={styles.link}>
            Chat on WhatsApp
          </a>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} className={styles.icon} />
          <span>{site.openingHours}</span>
        </li>
      </ul>
      <MapFacade title={`Map of our head branch in ${place}`} src={mapEmbedUrl(headBranch)}>
        <MapPin aria-hidden="true" size={36} className={mapStyles.pin} />
        <p className={mapStyles.place}>{place}</p>
        <p className={mapStyles.note}>The map is provided by Google and loads only when you ask for it.</p>
      </MapFacade>
      <p>
        <a href={headBranch.mapLink} className={styles.link}>
          Open in Google Maps
        </a>
      </p>
    </aside>
  );
}
