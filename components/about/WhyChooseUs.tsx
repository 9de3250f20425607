import { whyChooseUsCards } from '@/content/about';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { RotatingCard } from '@/components/behaviour/RotatingCard';
import { Icon } from '@/components/ui/Icon';
import styles from './WhyChooseUs.module.css';

/** 02 Why Choose Us: one card at a time out of three, turning every 3 s (spec §4). */
export function WhyChooseUs() {
  return (
    <Section labelledBy="about-why" tone="soft">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <NumberedHeading flush
            id="about-why"
            number="02"
            title="Why Choose Us"
            lead="Honest advice, one counsellor for your whole journey and a record we are proud of."
          />
          <p className={styles.text}>
            Choosing where to study is a big decision for you and your family. We keep it personal and transparent: you
            always know why a university is on your list, what each step costs and what happens next.
          </p>
        </div>
        <RotatingCard
          items={whyChooseUsCards.map((card) => ({ ...card, icon: <Icon name={card.icon} size={30} /> }))}
          intervalMs={timing.rotatingCardMs} label="Why choose us" />
      </div>
    </Section>
  );
}
