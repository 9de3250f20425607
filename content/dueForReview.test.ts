import { destinations } from './destinations';
import { checkedEntries, dueWithin, otherCheckedEntries } from '@/lib/review';
import type { IsoDate } from './types';

/**
 * `npm run check:content` lists every figure due for another check on its official page within the
 * next 30 days, so re-checking is planned before the launch gate (past due) stops a deploy.
 */
const today = new Date().toISOString().slice(0, 10) as IsoDate;

describe('figures due for review', () => {
  it('lists those due within 30 days; each is due after the day it was checked', () => {
    const all = [...checkedEntries(destinations), ...otherCheckedEntries()];
    const due = dueWithin(all, today, 30);
    const next = all.map((e) => e.checked.reviewBy).sort()[0]!;
    const lines = due.map(({ at, checked }) => `  ${checked.reviewBy}  ${at}`);
    process.stdout.write(
      due.length
        ? `\n${due.length} figures are due for another check on their official page by ${due.at(-1)!.checked.reviewBy}:\n${lines.join('\n')}\n\n`
        : `\nNo figure is due for another check within 30 days; the next ${all.filter((e) => e.checked.reviewBy === next).length} are due by ${next}.\n\n`,
    );
    // A review date on or before the day the figure was checked would never ask for a check in time.
    expect(all.filter((e) => e.checked.reviewBy <= e.checked.asOf).map((e) => `${e.at}: review by ${e.checked.reviewBy}, checked ${e.checked.asOf}`)).toEqual([]);
  });

  it('counts from today: due within the window, past due included, later ones left out', () => {
    const entry = (reviewBy: IsoDate) => ({ at: reviewBy, checked: { source: 'caPal' as const, asOf: '2026-01-01' as IsoDate, reviewBy } });
    const list = [entry('2027-03-01'), entry('2026-12-31'), entry('2026-11-01'), entry('2026-12-28'), entry('2026-12-27')];
    // 30 days from 27 November is 27 December.
    expect(dueWithin(list, '2026-11-27', 30).map((e) => e.at)).toEqual(['2026-11-01', '2026-12-27']);
    expect(dueWithin(list, '2026-12-01', 30).map((e) => e.at)).toEqual(['2026-11-01', '2026-12-27', '2026-12-28', '2026-12-31']);
  });
});
