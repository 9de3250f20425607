import type { IsoDate } from '@/content/types';

/**
 * Whether an article dated `date` is more than 12 months old on `today`: such an article
 * says so at the top and points to the destination's current guide. Both are calendar dates (YYYY-MM-DD).
 */
export function isOlderThanAYear(date: IsoDate, today: IsoDate): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const yearLater = new Date(Date.UTC(y! + 1, m! - 1, d!)).toISOString().slice(0, 10);
  return today > yearLater;
}
