import type { NewsItem } from '@/content/types';
import { NewsCard } from './NewsCard';
import styles from './NewsList.module.css';

/** One country's news: the first item as a large featured card, the rest in a three-column grid. */
export function NewsList({ items }: { items: NewsItem[] }) {
  const [first, ...rest] = items;
  if (!first) return <p className={styles.empty}>No news for this country yet.</p>;
  return (
    <div className={styles.list}>
      <NewsCard item={first} featured />
      <ul className={styles.grid}>
        {rest.map((item) => (
          <li key={item.link}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
