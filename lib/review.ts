import type { Checked, Destination, IsoDate } from '@/content/types';

/**
 * Every checked figure and rule of the destination records, by where it sits, for the content checks
 * and for issue 19's launch gate: `overdue` lists those past their review-by date.
 */
export interface CheckedEntry {
  /** Where it sits, e.g. "destinations[canada].facts[2] (Study permit cap and PAL/TAL)". */
  at: string;
  checked: Checked;
}

export function checkedEntries(list: readonly Destination[]): CheckedEntry[] {
  return list.flatMap((d) => {
    const at = `destinations[${d.slug}]`;
    const { costs } = d;
    const figures = [costs.tuition, costs.living, costs.visa, costs.health].flatMap((line) => (Array.isArray(line) ? line : []));
    return [
      ...d.facts.map((f, i) => ({ at: `${at}.facts[${i}] (${f.label})`, checked: f })),
      ...d.about.stats.map((s, i) => ({ at: `${at}.about.stats[${i}] (${s.title})`, checked: s })),
      ...d.englishTests.map((t, i) => ({ at: `${at}.englishTests[${i}] (${t.test})`, checked: t })),
      ...d.changes.map((c, i) => ({ at: `${at}.changes[${i}] (${c.date})`, checked: c })),
      ...figures.map((f) => ({ at: `${at}.costs (${f.label})`, checked: f })),
    ];
  });
}

/** The entries whose review-by date is before `today`: due for another check on their official page. */
export function overdue(entries: readonly CheckedEntry[], today: IsoDate): CheckedEntry[] {
  return entries.filter((e) => e.checked.reviewBy < today);
}
