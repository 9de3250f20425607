import { ArrowRight } from 'lucide-react';
import { applicationGuideSteps } from '@/content/about';
import { counsellingHref } from '@/content/site';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { LinkButton } from '@/components/ui/Button';
import styles from './ApplicationGuide.module.css';

/** The illustration's text alternative states every step, in order. */
export const applicationGuideAlt = `Application guide in ${applicationGuideSteps.length} steps: ${applicationGuideSteps
  .map((step, i) => `${i + 1}. ${step}.`)
  .join(' ')}`;

/** 05 Application Guide: an illustration of the journey, from shortlist to flight. */
export function ApplicationGuide() {
  return (
    <Section labelledBy="about-guide">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading
            id="about-guide"
            number="05"
            title="Application Guide"
            lead="Six stops between your first conversation with us and your first day on campus."
          />
          <p className={styles.text}>
            Most students start about a year before their intake. Your counsellor plans each stop with you, from the
            shortlist and your English test to funding, the visa interview and the flight, so you always know what
            comes next.
          </p>
          <LinkButton href={counsellingHref('application')} variant="primary">
            Plan my application
            <ArrowRight aria-hidden="true" size={18} />
          </LinkButton>
        </div>
        <figure className={styles.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
          <img
            src="/images/about/application-guide.svg"
            alt={applicationGuideAlt}
            width={960}
            height={560}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </figure>
      </div>
    </Section>
  );
}
