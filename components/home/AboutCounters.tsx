import { countersBasis, homeCounters } from '@/content/about';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Icon } from '@/components/ui/Icon';
import { LinkButton } from '@/components/ui/Button';
import { CountUp } from '@/components/behaviour/CountUp';
import { SampleLabel } from '@/components/ui/SampleLabel';
import styles from './AboutCounters.module.css';

export function AboutCounters() {
  return (
    <Section labelledBy="home-about">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush
            id="home-about"
            number="01"
            title="About Us"
            lead="A Bengaluru consultancy that has helped Indian students get into universities abroad for more than five years."
          />
          <p className={styles.text}>
            We listen first: your marks, your budget and the career you want. Then we shortlist courses that fit,
            help you write an application that sounds like you, and prepare your visa file until nothing is left to
            chance. Counselling is free, and one counsellor stays with you all the way.
          </p>
          <LinkButton href="/about-us" variant="secondary">
            More about us
          </LinkButton>
        </div>
        <ul className={styles.counters}>
          {homeCounters.map((counter) => (
            <li key={counter.label} className={styles.counter}>
              <Icon name={counter.icon} size={28} className={styles.icon} />
              <CountUp
                value={counter.value}
                suffix={counter.suffix}
                durationMs={timing.counter.durationMs}
                threshold={timing.counter.threshold}
                className={styles.value}
              />
              <span className={styles.label}>{counter.label}</span>
            </li>
          ))}
        </ul>
        {/* What the counters count is the template's wording until the firm states its own: marked, like every sample. */}
        <p className={styles.basis}>
          {countersBasis.text} <SampleLabel sample={countersBasis.sample} />
        </p>
      </div>
    </Section>
  );
}
