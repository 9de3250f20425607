import { CheckList } from '@/components/ui/CheckList';
import { whoWeAre } from '@/content/about';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import styles from './WhoWeAre.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** 01 Who We Are: personalised guidance, visa processing and transition support. */
export function WhoWeAre() {
  return (
    <Section labelledBy="about-who">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush id="about-who" number="01" title="Who We Are" lead={whoWeAre.heading} />
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {keepHyphens(paragraph)}
            </p>
          ))}
        </div>
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>How we help</h3>
          <CheckList items={whoWeAre.points} tone="brand" />
        </div>
      </div>
    </Section>
  );
}
