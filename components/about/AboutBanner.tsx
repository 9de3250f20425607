import { aboutBannerStat } from '@/content/about';
import { timing } from '@/content/timing';
import { PageBanner } from '@/components/ui/PageBanner';
import { CountUp } from '@/components/behaviour/CountUp';
import styles from './AboutBanner.module.css';

/** "About Us" banner with the visas-approved counter (spec §2). */
export function AboutBanner() {
  return (
    <PageBanner
      title="About Us"
      lead="A Bengaluru study-abroad and visa consultancy that helps Indian students choose, apply, get their visa and settle in to life abroad."
      trail={[{ name: 'About Us', path: '/about-us' }]}
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
