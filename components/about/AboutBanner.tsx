import { aboutBannerStat } from '@/content/about';
import { timing } from '@/content/timing';
import { PageBanner } from '@/components/ui/PageBanner';
import { CountUp } from '@/components/behaviour/CountUp';
import styles from './AboutBanner.module.css';
import en from '@/content/i18n/en.json';

/** "About Us" banner with the visas-approved counter (spec §2). */
export function AboutBanner() {
  return (
    <PageBanner
      title={en.about.title}
      lead={en.about.lead}
      trail={[{ name: en.about.title, path: '/about-us' }]}
    >
      <p className={styles.stat}>
        <CountUp
          value={aboutBannerStat.value}
          suffix={aboutBannerStat.suffix}
          durationMs={timing.counter.durationMs}
          threshold={timing.counter.threshold}
          className={styles.value}
        />
        <span className={styles.label}>{aboutBannerStat.label}</span>
      </p>
    </PageBanner>
  );
}
