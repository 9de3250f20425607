import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn } from '@/lib/i18n';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { destinationHeadings } from './destinationNames';
import { destinationText } from '@/lib/destinationText';
import styles from './BestUniversities.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Img } from '@/components/ui/Img';

/** 03 Best Universities in {the name}: logo, name and a short blurb for each. */
export function BestUniversities({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  return (
    <Section labelledBy="destination-universities">
      <NumberedHeading
        id="destination-universities"
        number="03"
        title={destinationHeadings(destination, lang).universities}
        lead={dictionary(lang).destination.universitiesLead}
      />
      <ul className={styles.cards}>
        {destination.universities.map((university) => (
          <li key={university.name} className={styles.card}>
            <Img
              src={university.logo}
              alt=""
              width={72}
              height={72}
              className={styles.logo}
            />
            <h3 className={styles.name} {...englishIn(lang)}>
              {keepHyphens(university.name)}
            </h3>
            <p className={styles.blurb}>{keepHyphens(destinationText(university.blurb, destination.costs.currency))}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
