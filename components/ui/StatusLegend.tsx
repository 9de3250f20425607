import clsx from 'clsx';
import { statusSummary } from '@/lib/figureStatus';
import type { FigureStatus } from '@/lib/statusWords';
import { DateText } from './Source';
import type { IsoDate } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, fill, localeOf } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import styles from './StatusLegend.module.css';

/**
 * What the short status under each figure means, said once on the page that shows them, with the
 * dates taken from the figures' own records: how many were read on their official page, when we last
 * looked for those that were not, and when the next check is due.
 */
export function StatusLegend({
  statuses,
  where = 'Under each figure is the official site it comes from.',
  className,
  lang = 'en',
}: {
  statuses: readonly FigureStatus[];
  /** Where the page puts each figure's status. */
  where?: string;
  className?: string;
  /** A translated page's language: the legend in its words and dates. */
  lang?: SiteLanguage;
}) {
  const s = statusSummary(statuses);
  const total = s.checked + s.unconfirmed;
  if (total === 0) return null;
  if (lang !== 'en') {
    const { common } = dictionary(lang);
    const date = (iso: IsoDate) => formatDate(iso, 'long', localeOf(lang));
    return (
      <p className={clsx(styles.legend, className)}>
        <strong>{common.legendTitle}</strong> {common.legendWhere}{' '}
        {s.lastChecked && `${s.checked < total ? fill(common.legendCheckedSome, { checked: s.checked, total }) : common.legendChecked} `}
        {s.lastLooked && `${fill(common.legendUnconfirmed, { date: date(s.lastLooked) })} `}
        {s.nextReview && fill(common.legendNextReview, { date: date(s.nextReview) })}
      </p>
    );
  }
  return (
    <p className={clsx(styles.legend, className)}>
      <strong>How current are these figures?</strong> {where}{' '}
      {s.lastChecked && (
        <>
          <em>Checked</em> and a date: we read the figure on that official page that day
          {s.checked < total ? ` (${s.checked} of the ${total} figures here)` : ''}.{' '}
        </>
      )}
      {s.lastLooked && (
        <>
          <em>Not yet confirmed</em>: the figure comes from our research, but the official page we could read on{' '}
          <DateText iso={s.lastLooked} /> did not state it, so open the source before you rely on it.{' '}
        </>
      )}
      {s.nextReview && (
        <>
          We check these figures again on their official pages; the next check is due by <DateText iso={s.nextReview} />.
        </>
      )}
    </p>
  );
}
