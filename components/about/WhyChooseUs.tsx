import { whyChooseUsCards } from '@/content/about';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { RotatingCard } from '@/components/behaviour/RotatingCard';
import { Icon } from '@/components/ui/Icon';
import styles from './WhyChooseUs.module.css';
import en from '@/content/i18n/en.json';

/** 02 Why Choose Us: one card at a time out of three, turning every 3 s (spec §4). */
export function WhyChooseUs() {
  return (
    <Section labelledBy="about-why" tone="soft">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush
            id="about-why"
            number="02"
            title={en.about.why.title}
            lead={en.about.why.lead}
          />
          <p className={styles.text}>{en.about.why.text}</p>
        </div>
        <RotatingCard
          items={whyChooseUsCards.map((card) => ({ ...card, icon: <Icon name={card.icon} size={30} /> }))}
          intervalMs={timing.rotatingCardMs} label="Why choose us" />
      </div>
    </Section>
  );
}
