import { defaultNewsCountry, latestNewsFor, newsCountries } from '@/content/news';
import { newsArchivePath } from '@/content/paths';
import { timing } from '@/content/timing';
import { CountryTabs } from '@/components/behaviour/CountryTabs';
import { Link } from '@/components/ui/Link';
import { NewsList } from './NewsList';
import styles from './NewsList.module.css';

/**
 * Country-filtered news (home and news page): every country's latest articles are in the HTML, and
 * each panel leads to the country's archive, so the page stays the same size as articles are added.
 */
export function NewsTabs({ followHash = false }: { followHash?: boolean }) {
  return (
    <CountryTabs
      label="News by country"
      noun="news"
      defaultTab={defaultNewsCountry}
      delayMs={timing.newsSpinnerMs}
      followHash={followHash}
      tabs={newsCountries.map((country) => ({
        id: country.id,
        label: country.label,
        content: (
          <>
            <NewsList items={latestNewsFor(country.id)} />
            <p className={styles.archive}>
              <Link href={newsArchivePath(country.id)}>All {country.label} news</Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
