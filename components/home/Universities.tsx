import { universities, universityFlag } from '@/content/universities';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Flag } from '@/components/ui/Flag';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import styles from './Universities.module.css';
import { Img } from '@/components/ui/Img';

export function Universities() {
  return (
    <Section labelledBy="home-universities" tone="soft">
      <NumberedHeading
        id="home-universities"
        number="04"
        title="Discover top-rated Universities"
        lead="A few of the universities our students apply to across six countries."
      />
      <ScrollRow
        label="universities"
        snap
        step={{ px: timing.universityCarousel.stepPx }}
        autoplay={{ intervalMs: timing.universityCarousel.intervalMs }}
      >
        {universities.map((uni) => (
          <article key={uni.name} className={styles.card}>
            <Img src={uni.logo} alt="" width={72} height={72} className={styles.logo} />
            <h3 className={styles.name}>{uni.name}</h3>
            <p className={styles.country}>
              <Flag code={universityFlag[uni.country]} lazy />
              {uni.country}
            </p>
          </article>
        ))}
      </ScrollRow>
    </Section>
  );
}
