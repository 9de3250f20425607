import { CheckList } from '@/components/ui/CheckList';
import { whoWeAre } from '@/content/about';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import styles from './WhoWeAre.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import en from '@/content/i18n/en.json';

/** 01 Who We Are: personalised guidance, visa processing and transition support. */
export function WhoWeAre() {
  return (
    <Section labelledBy="about-who">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush id="about-who" number="01" title={en.about.who.title} lead={whoWeAre.heading} />
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {keepHyphens(paragraph)}
            </p>
          ))}
        </div>
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>{en.about.who.helpTitle}</h3>
          <CheckList items={whoWeAre.points} tone="brand" />
        </div>
      </div>
    </Section>
  );
}
