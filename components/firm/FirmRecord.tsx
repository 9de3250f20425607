import { ArrowRight } from 'lucide-react';
import { counsellors } from '@/content/counsellors';
import { postalAddress, site } from '@/content/site';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn } from '@/lib/i18n';
import { howWeArePaidIn } from '@/content/guides';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { LocalLink } from '@/components/languages/LocalLink';
import { counsellorRole } from './Counsellors';
import styles from './FirmRecord.module.css';

/**
 * About: what a student or parent can check before trusting the firm — who it is on the public record,
 * how it is paid, and the counsellors by name — in the page's language.
 */
export function FirmRecord({ lang = 'en' }: { lang?: SiteLanguage }) {
  const { company } = site;
  const { about, fees } = dictionary(lang);
  const t = about.record;
  return (
    <Section labelledBy="about-record" tone="soft">
      <NumberedHeading id="about-record" title={t.title} lead={t.lead} />
      <div className={styles.grid}>
        <div className={styles.block}>
          <h3 className={styles.title}>{t.company}</h3>
          <SampleLabel sample={company.sample} lang={lang} />
          <dl className={styles.facts}>
            <dt>{t.legalName}</dt>
            <dd {...englishIn(lang)}>{company.legalName}</dd>
            <dt>{t.founded}</dt>
            <dd>{site.foundingYear}</dd>
            <dt>{t.cin}</dt>
            <dd>{company.cin}</dd>
            <dt>{t.gstin}</dt>
            <dd>{company.gstin}</dd>
            <dt>{t.office}</dt>
            <dd {...englishIn(lang)}>{postalAddress}</dd>
          </dl>
        </div>
        <div className={styles.block}>
          <h3 className={styles.title}>{t.paid}</h3>
          <p>{howWeArePaidIn(fees)}</p>
          <p>
            <LocalLink lang={lang} href="/fees-and-refunds" className={styles.more}>
              {t.feesLink} <ArrowRight aria-hidden="true" size={16} />
            </LocalLink>
          </p>
        </div>
        <div className={styles.block}>
          <h3 className={styles.title}>{t.counsellors}</h3>
          <SampleLabel sample={counsellors.some((person) => person.sample)} lang={lang} />
          <ul className={styles.people}>
            {counsellors.map((person) => (
              <li key={person.slug}>
                <strong {...englishIn(lang)}>{person.name}</strong>, {counsellorRole(person, lang)}
              </li>
            ))}
          </ul>
          <p>
            <LocalLink lang={lang} href="/about-us/team" className={styles.more}>
              {t.teamLink} <ArrowRight aria-hidden="true" size={16} />
            </LocalLink>
          </p>
        </div>
      </div>
    </Section>
  );
}
