import { ArrowRight } from 'lucide-react';
import { applicationGuideSteps } from '@/content/about';
import { counsellingHref } from '@/content/site';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { LinkButton } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import styles from './ApplicationGuide.module.css';
import en from '@/content/i18n/en.json';
import { fill } from '@/lib/fill';

export const applicationGuideLabel = fill(en.about.guide.label, { count: applicationGuideSteps.length });

/**
 * 05 Application Guide: the journey from shortlist to flight, drawn with CSS around real text. (A
 * picture with its words inside shrank them to 7 px on a phone; here they stay at reading size.)
 */
export function ApplicationGuide() {
  return (
    <Section labelledBy="about-guide">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush
            id="about-guide"
            number="05"
            title={en.about.guide.title}
            lead={en.about.guide.lead}
          />
          <p className={styles.text}>{en.about.guide.text}</p>
          <LinkButton href={counsellingHref('application')} variant="primary">
            {en.about.guide.action}
            <ArrowRight aria-hidden="true" size={18} />
          </LinkButton>
        </div>
        <figure className={styles.figure}>
          <ol className={styles.journey} aria-label={applicationGuideLabel}>
            {applicationGuideSteps.map((step, i) => (
              <li key={step.title} className={styles.stop}>
                <span className={styles.node} aria-hidden="true">
                  <Icon name={step.icon} size={26} />
                  <span className={styles.number}>{i + 1}</span>
                </span>
                <span className={styles.words}>
                  <span className={styles.stopTitle}>{step.title}</span>
                  <span className={styles.stopText}>{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </Section>
  );
}
