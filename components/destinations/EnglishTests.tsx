import type { Destination, EnglishTest } from '@/content/types';
import styles from './EnglishTests.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText, SourceLink } from '@/components/ui/Source';

const purposeText: Record<EnglishTest['purpose'], string> = {
  admission: 'University admission',
  visa: 'Student visa',
  'post-study work': 'Work permit after graduating',
};

/** The English tests students take for a destination, by name, each with its score and source. */
export function EnglishTests({ destination }: { destination: Destination }) {
  const titleId = 'destination-english-tests';
  return (
    <div className={styles.block}>
      <h3 id={titleId} className={styles.title}>
        English tests for {destination.name}
      </h3>
      <ul className={styles.tests} aria-labelledby={titleId}>
        {destination.englishTests.map((entry) => (
          <li key={`${entry.test}-${entry.purpose}`} className={styles.test}>
            <p className={styles.name}>{entry.test}</p>
            <p className={styles.score}>{keepHyphens(entry.score)}</p>
            <p className={styles.basis}>
              <span className={styles.purpose}>{purposeText[entry.purpose]}:</span> {keepHyphens(entry.basis)}
            </p>
            <p className={styles.source}>
              <SourceLink url={entry.sourceUrl} about={entry.test} />
              , as of <DateText iso={entry.asOf} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
