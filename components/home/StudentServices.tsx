import { serviceCards } from '@/content/services';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Icon } from '@/components/ui/Icon';
import { Reveal } from '@/components/behaviour/Reveal';
import styles from './StudentServices.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** 02 Services of Students. The cards are informational, not links (spec §2). */
export function StudentServices() {
  return (
    <Section labelledBy="home-services" tone="soft" id="services">
      <NumberedHeading
        id="home-services"
        number="02"
        title="Services of Students"
        lead="Three ways we help, from the first conversation to the visa decision."
        align="center"
      />
      <Reveal>
        <ul className={styles.cards}>
          {serviceCards.map((card) => (
            <li key={card.title} className={styles.card}>
              <span className={styles.iconWrap}>
                <Icon name={card.icon} size={28} />
              </span>
              <h3 className={styles.title}>{keepHyphens(card.title)}</h3>
              <p className={styles.text}>{keepHyphens(card.description)}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
