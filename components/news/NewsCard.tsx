import { Link } from '@/components/ui/Link';
import clsx from 'clsx';
import type { NewsItem } from '@/content/types';
import { newsCountryLabel } from '@/content/news';
import styles from './NewsCard.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Img } from '@/components/ui/Img';
import { DateText } from '@/components/ui/Source';

/** A news item: image, country badge, date, title (the link) and subtext. */
export function NewsCard({ item, featured = false, headingLevel = 3 }: { item: NewsItem; featured?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={clsx(styles.card, featured && styles.featured)}>
      <Img src={item.image} alt="" width={800} height={450} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.badge}>{newsCountryLabel(item.country)}</span>
          <DateText iso={item.date} />
        </p>
        <Heading className={styles.title}>
          <Link href={item.link} className={styles.link}>
            {keepHyphens(item.title)}
          </Link>
        </Heading>
        <p className={styles.subtext}>{keepHyphens(item.subtext)}</p>
      </div>
    </article>
  );
}
