import { offices } from '@/content/offices';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { JsonLd } from '@/components/seo/JsonLd';
import { officeJsonLd } from '@/lib/seo';
import { OfficeCard } from './OfficeCard';
import styles from './Offices.module.css';
import type { SiteLanguage } from '@/content/languages';
import { cityName, dictionary, fill } from '@/lib/i18n';

/** The cities as the office cards name them ("Hyderabad, Bangalore or London"), so the two never disagree. */
function cityList(lang: SiteLanguage): string {
  const cities = offices.map((o) => cityName(lang, o.city));
  return cities.length > 1 ? `${cities.slice(0, -1).join(', ')} ${dictionary(lang).contact.or} ${cities.at(-1)}` : cities.join('');
}

/** Spec §2: the offices as a horizontal row, scrolled 300 px by its buttons. */
export function Offices({ lang = 'en' }: { lang?: SiteLanguage }) {
  const t = dictionary(lang).contact;
  return (
    <Section tone="soft" labelledBy="offices-title">
      <NumberedHeading
        id="offices-title"
        title={t.officesTitle}
        lead={fill(t.officesLead, { cities: cityList(lang) })}
      />
      {lang === 'en' ? (
        <ScrollRow label="offices" snap step={{ px: timing.officeRow.stepPx }}>
          {offices.map((office) => (
            <OfficeCard key={office.city} office={office} />
          ))}
        </ScrollRow>
      ) : (
        // A translation lists the offices as plain cards: the row's buttons would need their words in
        // the language, and giving the shared row words (tried: RowControls `words`) made webpack split the
        // row into a chunk of its own, +457 bytes gzip on every contact page, over its budget.
        <ul className={styles.list} aria-label={t.officesTitle}>
          {offices.map((office) => (
            <li key={office.city}>
              <OfficeCard office={office} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {offices.map((office) => (
        <JsonLd key={office.city} data={officeJsonLd(office)} />
      ))}
    </Section>
  );
}
