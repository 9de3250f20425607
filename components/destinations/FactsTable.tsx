import type { SourcedFact } from '@/content/types';
import styles from './FactsTable.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { SourceLink } from '@/components/ui/Source';

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
              <SourceLink url={fact.sourceUrl} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
