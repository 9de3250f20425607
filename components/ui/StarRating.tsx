import styles from './StarRating.module.css';

export type StarKind = 'full' | 'half' | 'empty';

/** Spec §9: for n = 1..5, full if rating ≥ n, half if rating ≥ n − 0.5, otherwise empty. */
export function starKinds(rating: number): StarKind[] {
  return [1, 2, 3, 4, 5].map((n) => (rating >= n ? 'full' : rating >= n - 0.5 ? 'half' : 'empty'));
}

/**
 * One named image ("Rated 4.5 out of 5"); the stars themselves are decorative spans painted by a
 * CSS mask, so a page of reviews carries no repeated SVG markup.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={styles.stars}>
      {starKinds(rating).map((kind, i) => (
        <span key={i} className={styles.star} data-star={kind} />
      ))}
    </span>
  );
}
