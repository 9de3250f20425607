import clsx from 'clsx';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import styles from './SampleLabel.module.css';

/**
 * The visible mark on an entry the template invented (`sample: true` in content/): a visitor must
 * never take a made-up counsellor, review, event, office or company number for the firm's own. The
 * word "Sample" is what everyone sees; the rest is read out to screen-reader users, for whom a bare
 * "Sample" beside a name says too little. Renders nothing for a real entry, so cards can always
 * include it.
 */
export function SampleLabel({ sample, className, lang = 'en' }: { sample: boolean | undefined; className?: string; lang?: SiteLanguage }) {
  if (!sample) return null;
  const { common } = dictionary(lang);
  return (
    <span className={clsx(styles.label, className)}>
      {common.sample}
      <span className="visually-hidden">{common.sampleExplained}</span>
    </span>
  );
}
