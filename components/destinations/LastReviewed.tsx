import clsx from 'clsx';
import { CalendarCheck } from 'lucide-react';
import type { IsoDate } from '@/content/types';
import styles from './LastReviewed.module.css';
import { DateText } from '@/components/ui/Source';

/** When the page's facts were last checked against their sources; rules change often. */
export function LastReviewed({ date, inverse, className }: { date: IsoDate; inverse?: boolean; className?: string }) {
  return (
    <p className={clsx(styles.reviewed, inverse && styles.inverse, className)}>
      <CalendarCheck aria-hidden="true" focusable="false" size={18} />
      <span>
        Last reviewed <DateText iso={date} />
      </span>
    </p>
  );
}
