import type { CurrencyCode, SourcedFact } from '@/content/types';
import styles from './FactsTable.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Provenance } from '@/components/ui/Provenance';
import { destinationText } from '@/lib/destinationText';
import type { SiteLanguage } from '@/content/languages';

interface FactsTableProps {
  facts: SourcedFact[];
  /** The destination's currency, for the facts that state a cost figure. */
  currency: CurrencyCode;
  /** id of the heading that names the list. */
  labelledBy: string;
  lang?: SiteLanguage;
}

/** Key facts as a description list, each with its official page and status (a fact stating cost figures carries theirs). */
export function FactsTable({ facts, currency, labelledBy, lang = 'en' }: FactsTableProps) {
  return (
    <dl className={styles.facts} aria-labelledby={labelledBy}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>
            <span>{keepHyphens(destinationText(fact.value, currency))}</span>
            <span className={styles.source}>
              <Provenance checked={fact} text={fact.value} lang={lang} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
