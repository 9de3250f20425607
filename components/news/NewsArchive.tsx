import { Link } from '@/components/ui/Link';
import type { NewsItem } from '@/content/types';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText } from '@/components/ui/Source';
import styles from './NewsArchive.module.css';

/**
 * One country's every article, newest first, grouped by year. Text only (title, date, subtext): the
 * archive is for finding an article, and without pictures it stays light however long it grows.
 */
export function NewsArchive({ items, label }: { items: NewsItem[]; label: string }) {
  const years = [...new Set(items.map((item) => item.date.slice(0, 4)))];
  if (years.length === 0) return <p className={styles.empty}>No {label} news yet.</p>;
  return (
    <div className={styles.years}>
      {years.map((year) => (
        <section key={year} aria-labelledby={`news-${year}`}>
          <h2 id={`news-${year}`} className={styles.year}>
            {year}
          </h2>
          <ol className={styles.list}>
            {items
              .filter((item) => item.date.startsWith(year))
              .map((item) => (
                <li key={item.link}>
                  <article className={styles.item}>
                    <p className={styles.date}>
                      <DateText iso={item.date} />
                    </p>
                    <h3 className={styles.title}>
                      <Link href={item.link}>{keepHyphens(item.title)}</Link>
                    </h3>
                    <p className={styles.subtext}>{keepHyphens(item.subtext)}</p>
                  </article>
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
