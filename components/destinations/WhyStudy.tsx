import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { destinationHeadings } from './destinationNames';
import styles from './WhyStudy.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { destinationText } from '@/lib/destinationText';

/** 01 Why Study in {name}: two paragraphs and four reasons. */
export function WhyStudy({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  return (
    <Section labelledBy="destination-why">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush id="destination-why" number="01" title={destinationHeadings(destination, lang).why} />
          {destination.why.intro.map((paragraph, i) => (
            <p key={i} className={styles.text}>
              {keepHyphens(destinationText(paragraph, destination.costs.currency))}
            </p>
          ))}
        </div>
        <ul className={styles.points}>
          {destination.why.points.map((point, i) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{keepHyphens(point.title)}</h3>
              <p className={styles.pointText}>{keepHyphens(destinationText(point.text, destination.costs.currency))}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
