import type { IsoDate } from '@/content/types';
import { formatDate } from './format';

/**
 * How every figure on the site says where it comes from and whether it was confirmed there: one
 * function, so a figure reads the same in the facts, the stats, the estimator, What changed, the compare
 * table, the FAQ and the tools. The short form ("gov.uk · checked 26 Nov 2026", "gov.uk · not yet
 * confirmed") stands under each figure; what the words mean, and when the figures are checked again,
 * is said once per page (StatusLegend), since a full sentence under twenty figures read as "they don't know".
 */
export interface FigureStatus {
  url: string;
  host: string;
  /** The day the figure was read on its official page; absent when the page did not confirm it. */
  checkedOn?: IsoDate;
  /** When it is due for another check. */
  reviewBy: IsoDate;
  /** The day we looked and the official page did not confirm it. */
  lookedOn?: IsoDate;
}

/** The status words of a translated page: "checked {date}" and "not yet confirmed" in its language, and its locale. */
export interface StatusLanguage {
  checked: string;
  notConfirmed: string;
  locale: string;
}

/** "checked 26 Nov 2026" or "not yet confirmed": the words after the host (in English unless `language` is given). */
export function statusWords(s: FigureStatus, language?: StatusLanguage): string {
  if (language) return s.checkedOn ? language.checked.replace('{date}', formatDate(s.checkedOn, 'short', language.locale)) : language.notConfirmed;
  return s.checkedOn ? `checked ${formatDate(s.checkedOn, 'short')}` : 'not yet confirmed';
}

/** The whole short status as one line of text ("gov.uk · checked 26 Nov 2026"), for texts such as FAQ answers. */
export function statusText(s: FigureStatus): string {
  return `${s.host} · ${statusWords(s)}`;
}

