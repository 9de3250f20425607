import type { Checked, Destination, IsoDate } from '@/content/types';
import { testPreps } from '@/content/testPreps';
import { bankRates, loanInterestDeduction } from '@/content/loans';
import { ieltsScoringSource } from '@/content/ielts';
import { costFigures } from '@/content/costs';

/**
 * Every checked figure and rule of the destination records, by where it sits, for the content checks
 * and for the launch gate: `overdue` lists those past their review-by date.
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
    const figures = costFigures(costs);
    return [
      ...d.facts.map((f, i) => ({ at: `${at}.facts[${i}] (${f.label})`, checked: f })),
      ...d.about.stats.map((s, i) => ({ at: `${at}.about.stats[${i}] (${s.title})`, checked: s })),
      ...d.englishTests.map((t, i) => ({ at: `${at}.englishTests[${i}] (${t.test})`, checked: t })),
      ...d.changes.map((c, i) => ({ at: `${at}.changes[${i}] (${c.date})`, checked: c })),
      ...figures.map((f) => ({ at: `${at}.costs (${f.label})`, checked: f })),
      ...(costs.noTypicalRange ? [{ at: `${at}.costs.noTypicalRange`, checked: costs.noTypicalRange }] : []),
    ];
  });
}

/** The entries whose review-by date is before `today`: due for another check on their official page. */
export function overdue(entries: readonly CheckedEntry[], today: IsoDate): CheckedEntry[] {
  return entries.filter((e) => e.checked.reviewBy < today);
}

/** Every other checked record the site shows beside the destinations': test-prep facts, bank rates, the tax rule, the IELTS rules. */
export function otherCheckedEntries(): CheckedEntry[] {
  return [
    ...testPreps.map((p) => ({ at: `content/testPreps.ts: testPreps[${p.slug}].format`, checked: p.format })),
    ...bankRates.map((r, i) => ({ at: `content/loans.ts: bankRates[${i}] (${r.bank})`, checked: r as Checked })),
    { at: 'content/loans.ts: loanInterestDeduction', checked: loanInterestDeduction.record },
    { at: 'content/ielts.ts: ieltsScoringSource', checked: ieltsScoringSource },
  ];
}

/** The entries due for another check within `days` of `today` (or already past due), soonest first. */
export function dueWithin(entries: readonly CheckedEntry[], today: IsoDate, days: number): CheckedEntry[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  const by = limit.toISOString().slice(0, 10);
  return entries.filter((e) => e.checked.reviewBy <= by).sort((a, b) => a.checked.reviewBy.localeCompare(b.checked.reviewBy));
}
