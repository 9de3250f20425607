import { ExternalLink } from 'lucide-react';
import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, fill } from '@/lib/i18n';
import { destinationNames } from './destinationNames';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { sourceHost } from '@/lib/format';
import { sources } from '@/content/sources';
import styles from './UsefulLinks.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** Official sources for the page's facts: where to check the current rules before applying. */
export function UsefulLinks({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const words = dictionary(lang).destination;
  return (
    <Section labelledBy="destination-links" tone="soft">
      <NumberedHeading
        id="destination-links"
        title={words.headings.links}
        lead={fill(words.linksLead, destinationNames(destination, lang))}
      />
      <ul className={styles.links}>
        {destination.usefulLinks.map((link) => {
          const href = sources[link.source].url;
          return (
          <li key={link.source}>
            <a href={href} rel="external noopener" className={styles.link}>
              <span className={styles.label}>{keepHyphens(link.label)}</span>
              <span className={styles.host}>{sourceHost(href)}</span>
              <ExternalLink aria-hidden="true" focusable="false" size={18} className={styles.icon} />
            </a>
          </li>
          );
        })}
      </ul>
    </Section>
  );
}
