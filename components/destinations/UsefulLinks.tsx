import Link from 'next/link';
import { scholarshipsPath, visaChecklistPath } from '@/content/paths';
import { ExternalLink } from 'lucide-react';
import type { Destination } from '@/content/types';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { sourceHost } from '@/lib/format';
import { sources } from '@/content/sources';
import { pageName } from '@/content/destinations';
import styles from './UsefulLinks.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** Official sources for the page's facts: where to check the current rules before applying; then the site's own pages on funding and the visa's papers. */
export function UsefulLinks({ destination }: { destination: Destination }) {
  return (
    <Section labelledBy="destination-links" tone="soft">
      <NumberedHeading
        id="destination-links"
        title="Useful links"
        lead={`Rules, fees and requirements change often. Check the official pages for ${destination.fullName} before you apply.`}
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
      <p className={styles.more}>
        <Link href={scholarshipsPath(destination.slug)}>Scholarships for {pageName(destination)}</Link>
        {' · '}
        <Link href={visaChecklistPath(destination.slug)}>{pageName(destination)} student visa document checklist</Link>
        {' · '}
        <Link href="/tools/paying-from-india">Paying fees from India</Link>
      </p>
    </Section>
  );
}
