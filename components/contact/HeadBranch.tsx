import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { headBranch, mapEmbedUrl } from '@/content/offices';
import { site, whatsappHref } from '@/content/site';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { phoneText } from '@/lib/format';
import { MapFacade } from './MapFacade';
import mapStyles from './MapFacade.module.css';
import { officeAddress, telHref } from './OfficeCard';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn, fill, localeOf } from '@/lib/i18n';
import { officeHoursIn } from '@/lib/hours';
import styles from './HeadBranch.module.css';

/** "Marathahalli, Bengaluru": the head branch's area and city, from the last parts of its address. */
/** A word said before a number inside its link: a line never breaks inside the link (html-validate tel-non-breaking). */
const nonBreaking = (words: string) => words.replaceAll(' ', '\u00a0');

const place = headBranch.address.split(', ').slice(-2).join(', ');

/** The head branch card beside the form: address, click-to-call, e-mail, and the map facade. */
export function HeadBranch({ headingId, lang = 'en' }: { headingId: string; lang?: SiteLanguage }) {
  const t = dictionary(lang).contact;
  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <p className={styles.eyebrow}>{t.headBranch}</p>
      <h2 id={headingId} className={styles.title}>
        <span {...englishIn(lang)}>{place}</span>
      </h2>
      <SampleLabel sample={headBranch.sample} lang={lang} />
      <ul className={styles.details}>
        <li>
          <MapPin aria-hidden="true" size={20} className={styles.icon} />
          <address className={styles.address} {...englishIn(lang)}>
            {officeAddress(headBranch)}
          </address>
        </li>
        <li>
          <Phone aria-hidden="true" size={20} className={styles.icon} />
          <a href={telHref(headBranch.phone)} className={styles.link}>
            <span className="visually-hidden">{nonBreaking(t.call)} </span>
            {phoneText(headBranch.phone)}
          </a>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} className={styles.icon} />
          <a href={`mailto:${headBranch.email}`} className={styles.link}>
            <span className="visually-hidden">{nonBreaking(t.emailVerb)} </span>
            {headBranch.email}
          </a>
        </li>
        <li>
          <MessageCircle aria-hidden="true" size={20} className={styles.icon} />
          <a href={whatsappHref()} className={styles.link}>
            {t.whatsapp}
          </a>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} className={styles.icon} />
          <span>{lang === 'en' ? site.openingHours : officeHoursIn(headBranch, localeOf(lang))}</span>
        </li>
      </ul>
      <MapFacade title={fill(t.mapTitle, { place })} src={mapEmbedUrl(headBranch)} show={t.showMap}>
        <MapPin aria-hidden="true" size={36} className={mapStyles.pin} />
        <p className={mapStyles.place} {...englishIn(lang)}>
          {place}
        </p>
        <p className={mapStyles.note}>{t.mapNote}</p>
      </MapFacade>
      <p>
        <a href={headBranch.mapLink} className={styles.link}>
          {t.openMap}
        </a>
      </p>
    </aside>
  );
}
