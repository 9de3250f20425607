import type { Destination } from '@/content/types';
import styles from './EnglishTests.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Provenance } from '@/components/ui/Provenance';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn } from '@/lib/i18n';
import { destinationHeadings } from './destinationNames';

/** The English tests students take for a destination, by name, each with its score and source. */
export function EnglishTests({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const kinds = dictionary(lang).destination.englishKinds;
  const titleId = 'destination-english-tests';
  return (
    <div className={styles.block}>
      <h3 id={titleId} className={styles.title}>
        {destinationHeadings(destination, lang).englishTests}
      </h3>
      <ul className={styles.tests} aria-labelledby={titleId}>
        {destination.englishTests.map((entry) => (
          <li key={`${entry.test}-${entry.purpose}`} className={styles.test}>
            <p className={styles.name} {...englishIn(lang)}>
              {entry.test}
            </p>
            <p className={styles.score}>{keepHyphens(entry.score)}</p>
            <p className={styles.basis}>
              <span className={styles.purpose}>{kinds[entry.kind]}:</span> {keepHyphens(entry.basis)}
            </p>
            <p className={styles.source}>
              <Provenance checked={entry} lang={lang} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
