import type { DestinationSlug, MonthNumber, ScholarshipField, ScholarshipLevel, UsualRound } from '@/content/types';
import { monthLabel, type YearMonth } from './planner';

/**
 * The scholarship list's filters and rounds: pure, so the server's list (every scheme, for a page
 * without a script) and the island that filters it read the same rules.
 */

export interface ScholarshipFilters {
  destination?: DestinationSlug;
  level?: ScholarshipLevel;
  field?: ScholarshipField;
}

/** What a filter needs of a record. */
export interface Filterable {
  destinations: readonly DestinationSlug[];
  levels: readonly ScholarshipLevel[];
  fields: 'all' | readonly ScholarshipField[];
}

export const filterKeys = ['destination', 'level', 'field'] as const;

/** A record passes when it matches every filter that is set; a scheme open to any subject matches every field. */
export function matches(s: Filterable, f: ScholarshipFilters): boolean {
  return (
    (!f.destination || s.destinations.includes(f.destination)) &&
    (!f.level || s.levels.includes(f.level)) &&
    (!f.field || s.fields === 'all' || s.fields.includes(f.field))
  );
}

/** The filters an address asks for (`?destination=uk&level=masters`), keeping only values the page offers. */
export function filtersFromSearch(
  search: string,
  offered: { destination: readonly string[]; level: readonly string[]; field: readonly string[] },
): ScholarshipFilters {
  const params = new URLSearchParams(search);
  const pick = (key: (typeof filterKeys)[number]) => {
    const value = params.get(key);
    return value && offered[key].includes(value) ? { [key]: value } : {};
  };
  return { ...pick('destination'), ...pick('level'), ...pick('field') } as ScholarshipFilters;
}

/** The address for a set of filters, in a fixed order so the same list always has the same link. */
export function searchFor(f: ScholarshipFilters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (f[key]) params.set(key, f[key]!);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Where a scheme's usual round stands this month: open now, or when the next one is expected. */
export type RoundState = { open: true; closes: YearMonth } | { open: false; opens: YearMonth; closes: YearMonth };

/** A day as the round needs it: the month, and the day within it. */
export interface YearMonthDay extends YearMonth {
  day: number;
}

export const dayOf = (date: Date): YearMonthDay => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

export function roundState({ opens, closes, closesDay }: UsualRound, today: YearMonthDay): RoundState {
  const m = today.month;
  const wraps = closes < opens;
  // Past the usual closing day, the closing month counts as closed.
  const pastClose = m === closes && closesDay !== undefined && today.day > closesDay;
  const isOpen = !pastClose && (wraps ? m >= opens || m <= closes : m >= opens && m <= closes);
  if (isOpen) return { open: true, closes: { year: wraps && m >= opens ? today.year + 1 : today.year, month: closes } };
  const opensYear = opens > m ? today.year : today.year + 1;
  return { open: false, opens: { year: opensYear, month: opens }, closes: { year: wraps ? opensYear + 1 : opensYear, month: closes } };
}

/** The round in words, for the list: never a date that has passed. */
export function roundText(round: UsualRound, today: YearMonthDay): string {
  const state = roundState(round, today);
  const note = round.note ? ` (${round.note})` : '';
  return state.open
    ? `Open now: usually closes in ${monthLabel(state.closes)}${note}. Check the exact date on the official page.`
    : `Next round expected to open in ${monthLabel(state.opens)} and close in ${monthLabel(state.closes)}${note}.`;
}

/** The month name alone, for "usually opens in August". */
export const monthName = (m: MonthNumber) => monthLabel({ year: 0, month: m }).replace(/ 0$/, '');
