import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, fill, dateLocale } from '@/lib/i18n';
import { destinationNames } from './destinationNames';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText } from '@/components/ui/Source';
import { destinationText } from '@/lib/destinationText';
import { Provenance } from '@/components/ui/Provenance';
import styles from './WhatChanged.module.css';

/**
 * What changed: the rules that changed for the destination, newest first, each with its
 * date, what it means for an Indian applicant and its official source. The records keep them newest
 * first (content/destinations.test.ts), so the page shows them in that order.
 */
export function WhatChanged({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const words = dictionary(lang).destination;
  return (
    <Section labelledBy="destination-changes">
      <NumberedHeading
        id="destination-changes"
        title={words.headings.changes}
        lead={fill(words.changesLead, destinationNames(destination, lang))}
      />
      <ol className={styles.changes}>
        {destination.changes.map((c) => (
          <li key={`${c.date}-${c.change}`} className={styles.change}>
            <p className={styles.date}>
              <DateText iso={c.date} {...dateLocale(lang)} />
            </p>
            <p className={styles.what}>{keepHyphens(destinationText(c.change, destination.costs.currency))}</p>
            <p className={styles.meaning}>
              <span className={styles.for}>{words.forYou}</span> {keepHyphens(destinationText(c.meaning, destination.costs.currency))}
            </p>
            <p className={styles.source}>
              <Provenance checked={c} text={c.change} lang={lang} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
