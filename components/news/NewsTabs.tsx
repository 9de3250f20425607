import { defaultNewsCountry, newsCountries, newsFor } from '@/content/news';
import { timing } from '@/content/timing';
import { CountryTabs } from '@/components/behaviour/CountryTabs';
import { NewsList } from './NewsList';

/** Country-filtered news (home and news page): every country's list is in the HTML. */
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
        content: <NewsList items={newsFor(country.id)} />,
      }))}
    />
  );
}
