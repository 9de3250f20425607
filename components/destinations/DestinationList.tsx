import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { destinations } from '@/content/destinations';
import { Flag } from '@/components/ui/Flag';
import { destinationFlag, destinationPath } from './destinationNames';
import styles from './DestinationList.module.css';

/** The six destinations as cards; the heading link covers the whole card. */
export function DestinationList() {
  return (
    <ul className={styles.cards}>
      {destinations.map((destination) => {
        const flag = destinationFlag(destination);
        return (
          <li key={destination.slug} className={styles.card}>
            <div className={styles.top}>
              {flag && <Flag code={flag} size={48} />}
              <span className={styles.intakes}>
                {destination.intakes.length} intake{destination.intakes.length === 1 ? '' : 's'} a year
              </span>
            </div>
            <h3 className={styles.title}>
              <Link href={destinationPath(destination)} className={styles.link}>
                Study in {destination.name}
              </Link>
            </h3>
            <p className={styles.summary}>{destination.summary}</p>
            <span className={styles.more} aria-hidden="true">
              Explore {destination.name}
              <ArrowRight size={18} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
