import { calendar, type CalendarEvent } from './ics';
import type { StepTemplate } from '@/content/types';
export type { StepTemplate };

/**
 * The intake planner's dates: the next intakes after a day, and a plan counted back in whole months
 * from an intake. Pure (no content, no clock), so the page, the island and the tests agree.
 */

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A calendar month, 1-based: { year: 2027, month: 9 } is September 2027. */
export interface YearMonth {
  year: number;
  month: number;
}

export const monthIndex = (name: string): number => {
  const index = monthNames.indexOf(name as (typeof monthNames)[number]);
  if (index < 0) throw new Error(`planner: "${name}" is not a month name`);
  return index + 1;
};

export const addMonths = ({ year, month }: YearMonth, delta: number): YearMonth => {
  const zeroBased = year * 12 + (month - 1) + delta;
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
};

const order = (a: YearMonth) => a.year * 12 + a.month;
export const compareMonths = (a: YearMonth, b: YearMonth) => order(a) - order(b);

/** "2027-09-01": the first of the month, where a plan's step is due. */
export const firstOf = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}-01`;

/** "September 2027". */
export const monthLabel = ({ year, month }: YearMonth) => `${monthNames[month - 1]} ${year}`;

export interface UpcomingIntake extends YearMonth {
  name: string;
}

/**
 * The intakes that start after `today` within `horizonMonths`, soonest first. An intake is taken to
 * start on the first of its month, so one starting this month has already begun.
 */
export function upcomingIntakes(intakes: { name: string; month: string }[], today: YearMonth, horizonMonths = 24): UpcomingIntake[] {
  const found: UpcomingIntake[] = [];
  for (const intake of intakes) {
    const month = monthIndex(intake.month);
    for (let year = today.year; year <= today.year + Math.ceil(horizonMonths / 12) + 1; year += 1) {
      const start = { year, month };
      const ahead = compareMonths(start, today);
      if (ahead > 0 && ahead <= horizonMonths) found.push({ name: intake.name, ...start });
    }
  }
  return found.sort(compareMonths);
}

/**
 * Whether an intake can still be met from `today`: the step that decides it (the applications, in
 * content/planner.ts) is due this month or later. Earlier steps that are late can be caught up at once.
 */
export function canStillMake(intake: YearMonth, decidingMonthsBefore: number, today: YearMonth): boolean {
  return compareMonths(addMonths(intake, -decidingMonthsBefore), today) >= 0;
}

/** The first of the upcoming intakes that can still be met (one always can within two years of intakes every year). */
export function realisticIntake(intakes: readonly UpcomingIntake[], decidingMonthsBefore: number, today: YearMonth): UpcomingIntake | undefined {
  return intakes.find((intake) => canStillMake(intake, decidingMonthsBefore, today));
}

/** The plan's address (?destination=uk&intake=2027-09), so a plan can be sent and reopened as it was. */
export const planParams = { destination: 'destination', intake: 'intake' } as const;

export function planSearch(slug: string, intake: YearMonth): string {
  return `?${planParams.destination}=${encodeURIComponent(slug)}&${planParams.intake}=${firstOf(intake).slice(0, 7)}`;
}

/** What an address asks for: a destination (unchecked) and an intake month, each or both absent. */
export function planFromSearch(search: string): { destination?: string; intake?: YearMonth } {
  const params = new URLSearchParams(search);
  const destination = params.get(planParams.destination) ?? undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(params.get(planParams.intake) ?? '');
  const month = match ? Number(match[2]) : 0;
  const intake = match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : undefined;
  return { ...(destination ? { destination } : {}), ...(intake ? { intake } : {}) };
}

export interface PlannedStep<T extends StepTemplate> {
  step: T;
  due: YearMonth;
  /** Its month has passed: do it now. */
  late: boolean;
}

/** Each step's month, counted back from the intake; steps whose month is past are marked late. */
export function planBack<T extends StepTemplate>(intake: YearMonth, steps: readonly T[], today: YearMonth): PlannedStep<T>[] {
  return [...steps]
    .sort((a, b) => b.monthsBefore - a.monthsBefore)
    .map((step) => {
      const due = addMonths(intake, -step.monthsBefore);
      return { step, due, late: compareMonths(due, today) < 0 };
    });
}

/** The month a Date falls in, as the visitor's calendar has it. */
export const monthOf = (date: Date): YearMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

/** A step as the planner shows it: what to do, and the official page for it. */
export interface PlanStep extends StepTemplate {
  title: string;
  text: string;
  url: string;
}

/** Steps with their official pages (the texts are shared; each place has its own pages). */
export const withUrls = <T extends StepTemplate>(steps: readonly T[], urls: Readonly<Record<T['key'], string>>): (T & { url: string })[] =>
  steps.map((step) => ({ ...step, url: urls[step.key as T['key']] }));

export interface PlanRow {
  key: string;
  title: string;
  text: string;
  url: string;
  /** First of the month it is due, "2027-01-01". */
  due: string;
  dueLabel: string;
  late: boolean;
}

export function planRows(steps: readonly PlanStep[], intake: YearMonth, today: YearMonth): PlanRow[] {
  return planBack(intake, steps, today).map(({ step, due, late }) => ({
    key: step.key,
    title: step.title,
    text: step.text,
    url: step.url,
    due: firstOf(due),
    dueLabel: monthLabel(due),
    late,
  }));
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The plan as an .ics calendar: one all-day event per step on the first of its month (a late step on
 * the day the file is made, since its month has passed). UIDs are stable per place, intake and step,
 * so importing a plan again updates it instead of doubling it.
 */
export function planCalendar({
  slug,
  place,
  intake,
  steps,
  now,
  host,
}: {
  slug: string;
  place: string;
  intake: UpcomingIntake;
  steps: readonly PlanStep[];
  now: Date;
  host: string;
}): string {
  const events: CalendarEvent[] = planRows(steps, intake, monthOf(now)).map((row) => ({
    uid: `${slug}-${firstOf(intake).slice(0, 7)}-${row.key}@${host}`,
    date: row.late ? isoDay(now) : row.due,
    summary: `${row.title} (${place}, ${intake.name} ${intake.year})`,
    description: `${row.text}${row.late ? ` Due from ${row.dueLabel}: do it now.` : ''}\nOfficial page: ${row.url}`,
    url: row.url,
  }));
  return calendar({ name: `Study plan: ${intake.name} ${intake.year} intake in ${place}`, events, now });
}

/** "aspire-plan-usa-2027-09.ics". */
export const planFileName = (slug: string, intake: YearMonth) => `aspire-plan-${slug}-${firstOf(intake).slice(0, 7)}.ics`;
