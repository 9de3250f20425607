import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { destinations, menuLabel, pageName } from '@/content/destinations';
import { Flag } from '@/components/ui/Flag';
import { destinationPath } from '@/content/paths';
import cards from '@/components/ui/LinkCards.module.css';
import styles from './DestinationList.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** The six destinations as cards; the heading link covers the whole card. */
export function DestinationList() {
  return (
    <ul className={cards.cards}>
      {destinations.map((destination) => {
        return (
          <li key={destination.slug} className={cards.card}>
            <div className={styles.top}>
              <Flag code={destination.flag} size={48} />
              <span className={styles.intakes}>
                {destination.intakes.length} intake{destination.intakes.length === 1 ? '' : 's'} a year
              </span>
            </div>
            <h3 className={cards.title}>
              <Link href={destinationPath(destination.slug)} className={cards.link}>
                {menuLabel(destination)}
              </Link>
            </h3>
            <p className={cards.summary}>{keepHyphens(destination.summary)}</p>
            <span className={cards.more} aria-hidden="true">
              Explore {pageName(destination)}
              <ArrowRight size={18} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
