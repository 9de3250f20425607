import { Star, StarHalf } from 'lucide-react';
import styles from './StarRating.module.css';

export type StarKind = 'full' | 'half' | 'empty';

/** Spec §9: for n = 1..5, full if rating ≥ n, half if rating ≥ n − 0.5, otherwise empty. */
export function starKinds(rating: number): StarKind[] {
  return [1, 2, 3, 4, 5].map((n) => (rating >= n ? 'full' : rating >= n - 0.5 ? 'half' : 'empty'));
}

/** One named image ("Rated 4.5 out of 5"); the stars themselves are decorative. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={styles.stars}>
      {starKinds(rating).map((kind, i) => (
        <span key={i} className={styles.star} data-star={kind}>
          <Star aria-hidden="true" size={18} className={styles.outline} />
          {kind === 'full' && <Star aria-hidden="true" size={18} className={styles.fill} />}
          {kind === 'half' && <StarHalf aria-hidden="true" size={18} className={styles.fill} />}
        </span>
      ))}
    </span>
  );
}
