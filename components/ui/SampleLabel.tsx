import clsx from 'clsx';
import styles from './SampleLabel.module.css';

/**
 * The visible mark on an entry the template invented (`sample: true` in content/): a visitor must
 * never take a made-up counsellor, review, event, office or company number for the firm's own. The
 * word "Sample" is what everyone sees; the rest is read out to screen-reader users, for whom a bare
 * "Sample" beside a name says too little. Renders nothing for a real entry, so cards can always
 * include it.
 */
export function SampleLabel({ sample, className }: { sample: boolean | undefined; className?: string }) {
  if (!sample) return null;
  return (
    <span className={clsx(styles.label, className)}>
      Sample
      <span className="visually-hidden">: an invented example, to be replaced by the firm’s own.</span>
    </span>
  );
}
