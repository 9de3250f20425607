import type { Destination } from '@/content/types';
import styles from './EnglishTests.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Provenance } from '@/components/ui/Provenance';
import { pageName } from '@/content/destinations';
import { englishKindText } from '@/content/englishKinds';

/** The English tests students take for a destination, by name, each with its score and source. */
export function EnglishTests({ destination }: { destination: Destination }) {
  const titleId = 'destination-english-tests';
  return (
    <div className={styles.block}>
      <h3 id={titleId} className={styles.title}>
        English tests for {pageName(destination)}
      </h3>
      <ul className={styles.tests} aria-labelledby={titleId}>
        {destination.englishTests.map((entry) => (
          <li key={`${entry.test}-${entry.purpose}`} className={styles.test}>
            <p className={styles.name}>{entry.test}</p>
            <p className={styles.score}>{keepHyphens(entry.score)}</p>
            <p className={styles.basis}>
              <span className={styles.purpose}>{englishKindText[entry.kind]}:</span> {keepHyphens(entry.basis)}
            </p>
            <p className={styles.source}>
              <Provenance checked={entry} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
