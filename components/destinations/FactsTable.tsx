import { sourceHost } from '@/lib/format';
import type { SourcedFact } from '@/content/types';
import styles from './FactsTable.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

interface FactsTableProps {
  facts: SourcedFact[];
  /** id of the heading that names the list. */
  labelledBy: string;
}

/** Key facts as a description list, each with a link to the official page it came from. */
export function FactsTable({ facts, labelledBy }: FactsTableProps) {
  return (
    <dl className={styles.facts} aria-labelledby={labelledBy}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>
            <span>{keepHyphens(fact.value)}</span>
            <span className={styles.source}>
              Source:{' '}
              <a href={fact.sourceUrl} rel="external noopener">
                {keepHyphens(sourceHost(fact.sourceUrl))}
              </a>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
