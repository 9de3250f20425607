import clsx from 'clsx';
import { CalendarCheck } from 'lucide-react';
import type { IsoDate } from '@/content/types';
import styles from './LastReviewed.module.css';
import { DateText } from '@/components/ui/Source';
import { RichText } from '@/components/ui/RichText';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, dateLocale } from '@/lib/i18n';

/** When the page's facts were last checked against their sources; rules change often. */
export function LastReviewed({ date, inverse, className, lang = 'en' }: { date: IsoDate; inverse?: boolean; className?: string; lang?: SiteLanguage }) {
  return (
    <p className={clsx(styles.reviewed, inverse && styles.inverse, className)}>
      <CalendarCheck aria-hidden="true" focusable="false" size={18} />
      <span>
        <RichText text={dictionary(lang).destination.lastReviewed} parts={{ date: <DateText iso={date} {...dateLocale(lang)} /> }} />
      </span>
    </p>
  );
}
