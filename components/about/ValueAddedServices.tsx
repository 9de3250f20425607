import { Link } from '@/components/ui/Link';
import clsx from 'clsx';
import { valueAddedServices } from '@/content/valueAddedServices';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Icon } from '@/components/ui/Icon';
import { Carousel } from '@/components/behaviour/Carousel';
import styles from './ValueAddedServices.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import en from '@/content/i18n/en.json';

/** 04 Value-Added Services: the six cards in a looping, auto-playing carousel (spec §9). */
export function ValueAddedServices() {
  return (
    <Section labelledBy="about-value" tone="soft">
      <NumberedHeading
        id="about-value"
        number="04"
        title={en.about.services.title}
        lead={en.about.services.lead}
      />
      <Carousel label="value-added services" autoplayMs={timing.valueAddedCarousel.autoplayMs}>
        {valueAddedServices.map((service) => (
          <article key={service.title} className={clsx(styles.card, styles[service.colour])}>
            <span className={styles.iconWrap}>
              <Icon name={service.icon} size={28} />
            </span>
            <h3 className={styles.title}>{keepHyphens(service.title)}</h3>
            <p className={styles.text}>{keepHyphens(service.description)}</p>
            {service.link && (
              <Link href={service.link.href} className={styles.link}>
                {service.link.label}
              </Link>
            )}
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
