import { Clock, MapPin, Phone } from 'lucide-react';
import { officeHours, officeHoursIn } from '@/lib/hours';
import type { SiteLanguage } from '@/content/languages';
import { cityName, dictionary, englishIn, fill, localeOf } from '@/lib/i18n';
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
export function ukAdviceNote(office: Office, lang: SiteLanguage = 'en'): string | null {
  if (office.countryCode !== 'GB') return null;
  const t = dictionary(lang).contact;
  return office.iaaRegistration
    ? fill(t.ukRegistered, { number: office.iaaRegistration })
    : t.ukNoAdvice;
}

/** One office in the contact page's scrolling row: picture, city, address, hours, phone and map link. */
export function OfficeCard({ office, lang = 'en' }: { office: Office; lang?: SiteLanguage }) {
  const t = dictionary(lang).contact;
  const note = ukAdviceNote(office, lang);
  const city = cityName(lang, office.city);
  return (
    <article className={styles.card}>
      <Img src={office.image} alt="" width={640} height={400} className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.city}>{city}</h3>
        <SampleLabel sample={office.sample} lang={lang} />
        {office.isHeadBranch && <p className={styles.badge}>{t.headBranch}</p>}
        <address className={styles.address} {...englishIn(lang)}>
          {officeAddress(office)}
        </address>
        <p className={styles.hours}>
          <Clock aria-hidden="true" size={16} />
          <span>
            <span className="visually-hidden">{t.open} </span>
            {lang === 'en' ? officeHours(office) : officeHoursIn(office, localeOf(lang))} {t.localTime}
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
            {fill(t.viewOnMap, { city })}
          </a>
        </p>
      </div>
    </article>
  );
}
