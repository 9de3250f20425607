import { CalendarDays } from 'lucide-react';
import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { destinationHeadings } from './destinationNames';
import styles from './Intakes.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Img } from '@/components/ui/Img';

/** 04 Intakes in {the name}: each intake with its picture, starting month and a note. */
export function Intakes({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  return (
    <Section labelledBy="destination-intakes" tone="soft">
      <NumberedHeading
        id="destination-intakes"
        number="04"
        title={destinationHeadings(destination, lang).intakes}
        lead={dictionary(lang).destination.intakesLead}
      />
      <ul className={styles.cards}>
        {destination.intakes.map((intake) => (
          <li key={intake.intakeName} className={styles.card}>
            <Img
              src={intake.intakeImg}
              alt=""
              width={400}
              height={400}
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>{intake.intakeName}</h3>
              <p className={styles.month}>
                <CalendarDays aria-hidden="true" focusable="false" size={18} />
                {intake.date}
              </p>
              <p className={styles.text}>{keepHyphens(intake.intakeSubtext)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
