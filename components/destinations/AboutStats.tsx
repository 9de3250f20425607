import type { Destination, DestinationStat } from '@/content/types';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Icon } from '@/components/ui/Icon';
import { CountUp } from '@/components/behaviour/CountUp';
import { destinationHeadings } from './destinationNames';
import { FactsTable } from './FactsTable';
import { EnglishTests } from './EnglishTests';
import styles from './AboutStats.module.css';
import { Provenance } from '@/components/ui/Provenance';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, fill } from '@/lib/i18n';
import { destinationNames } from './destinationNames';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { destinationStatuses } from '@/lib/figureStatus';

function StatValue({ stat }: { stat: DestinationStat }) {
  // A range is not one number: it is printed as written, never counted.
  if (stat.display !== undefined) return <span className={styles.value}>{stat.display}</span>;
  return (
    <CountUp
      value={stat.number}
      decimals={stat.decimals ?? 0}
      suffix={stat.suffix ?? ''}
      durationMs={timing.counter.durationMs}
      threshold={timing.counter.threshold}
      className={styles.value}
    />
  );
}

/** 02 About {name}: stat cards that count up from 0 over 3 s at 40% visibility, the English tests, then key facts. */
export function AboutStats({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const headings = destinationHeadings(destination, lang);
  return (
    <Section labelledBy="destination-about" tone="soft">
      <NumberedHeading
        id="destination-about"
        number="02"
        title={headings.about}
        lead={destination.about.intro}
      />
      <StatusLegend statuses={destinationStatuses(destination)} lang={lang} />
      <ul className={styles.stats} aria-label={fill(dictionary(lang).destination.inNumbers, destinationNames(destination, lang))}>
        {destination.about.stats.map((stat) => (
          <li key={stat.title} className={styles.stat}>
            <span className={styles.iconWrap}>
              <Icon name={stat.icon} size={26} />
            </span>
            <StatValue stat={stat} />
            <span className={styles.title}>{stat.title}</span>
            {stat.note && <span className={styles.note}>{stat.note}</span>}
            <span className={styles.source}>
              <Provenance checked={stat} lang={lang} />
            </span>
          </li>
        ))}
      </ul>
      <EnglishTests destination={destination} lang={lang} />
      <div className={styles.facts}>
        <h3 id="destination-facts" className={styles.factsTitle}>
          {headings.facts}
        </h3>
        <FactsTable facts={destination.facts} currency={destination.costs.currency} labelledBy="destination-facts" lang={lang} />
      </div>
    </Section>
  );
}
