/**
 * Study-cost arithmetic for the destination cost estimator. Pure functions over plain
 * figures: no content values (only their types); content/costs.ts turns the records into figures.
 *
 * Rounding: all sums are exact in the destination's currency; the rupee conversion is rounded to the
 * nearest whole rupee (Math.round) once, on the total and on each line separately.
 */

import type { CostPeriod, EstimatorFigures } from '@/content/types';
export type { CostPeriod, EstimatorFigures };

export interface PeriodAmount {
  amount: number;
  period: CostPeriod;
}

export interface CostBreakdown {
  tuition: number;
  living: number;
  visa: number;
  health: number;
  total: number;
}

/** Clamp a value into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Months in each period: a semester is half a year. */
export const monthsIn = { month: 1, semester: 6, year: 12 } as const;

/** Amount over a length of study: monthly × months, a semester's × months / 6, yearly × months / 12, one-off amounts once. */
export function overMonths({ amount, period }: PeriodAmount, months: number): number {
  if (period === 'once') return amount;
  return (amount * months) / monthsIn[period];
}

/** Length of study in whole months from a number of months or years (at least one month). */
export function lengthInMonths(value: number, unit: 'months' | 'years'): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  return Math.max(1, Math.round(unit === 'years' ? value * 12 : value));
}

/** Convert to rupees at a content rate (rupees per one unit of the currency), nearest whole rupee. */
export function toRupees(amount: number, rupeesPerUnit: number): number {
  return Math.round(amount * rupeesPerUnit);
}

/** Every line of a breakdown in rupees, each rounded once. */
export function breakdownInRupees(b: CostBreakdown, rupeesPerUnit: number): CostBreakdown {
  return {
    tuition: toRupees(b.tuition, rupeesPerUnit),
    living: toRupees(b.living, rupeesPerUnit),
    visa: toRupees(b.visa, rupeesPerUnit),
    health: toRupees(b.health, rupeesPerUnit),
    total: toRupees(b.total, rupeesPerUnit),
  };
}


/** The visitor's choices: which option, tuition in that option's period (or a year, typed), length of study. */
export interface EstimatorChoice {
  tuitionOption: number;
  tuition: number;
  livingOption: number;
  /** Typed living costs a year, where no figure is published. */
  ownLiving: number;
  months: number;
}

/**
 * The breakdown for a destination's figures and the visitor's choices, in the destination's currency:
 * tuition within the chosen option's range (or typed, a year), the chosen living figure (or typed, a
 * year), each over the months of study; the visa fees once; health cover over the months.
 */
export function estimateFor(figures: EstimatorFigures, choice: EstimatorChoice): CostBreakdown {
  const months = Math.max(1, Math.round(choice.months));
  const option = figures.tuition?.[choice.tuitionOption] ?? figures.tuition?.[0];
  const living = figures.living?.[choice.livingOption] ?? figures.living?.[0];
  const typed = (value: number): PeriodAmount => ({ amount: Number.isFinite(value) ? Math.max(0, value) : 0, period: 'year' });
  const tuitionPaid = option ? { amount: clamp(choice.tuition, option.min, option.max), period: option.period } : typed(choice.tuition);
  const breakdown = {
    tuition: overMonths(tuitionPaid, months),
    living: overMonths(living ?? typed(choice.ownLiving), months),
    visa: figures.visa,
    health: figures.health ? overMonths(figures.health, months) : 0,
  };
  return { ...breakdown, total: breakdown.tuition + breakdown.living + breakdown.visa + breakdown.health };
}

/** The breakdowns at the lowest and the highest tuition of the chosen option: the typical range, where tuition is one. */
export function estimateRange(figures: EstimatorFigures, choice: Omit<EstimatorChoice, 'tuition'>): { low: CostBreakdown; high: CostBreakdown } | null {
  const option = figures.tuition?.[choice.tuitionOption] ?? figures.tuition?.[0];
  if (!option || !figures.living) return null;
  return { low: estimateFor(figures, { ...choice, tuition: option.min }), high: estimateFor(figures, { ...choice, tuition: option.max }) };
}

/** Slider steps a visitor can move through with the arrow keys: about 50–100 across a range. */
export function sliderStep(min: number, max: number): number {
  const span = max - min;
  if (span >= 10000) return 500;
  if (span >= 1000) return 100;
  return 10;
}

/**
 * Where the tuition slider starts: the middle of the range, on the slider's own steps from its lowest
 * end (so the thumb sits on a value the arrow keys reach). Not an average: the page says so.
 */
export function middleOf(min: number, max: number, step: number): number {
  if (max <= min || step <= 0) return min;
  return Math.min(max, min + Math.round((max - min) / 2 / step) * step);
}

/** An amount a month, semester or year as a year's. */
export const perYear = (amount: number, period: Exclude<CostPeriod, 'once'>): number => overMonths({ amount, period }, 12);

/**
 * A year's tuition plus living costs, lowest and highest: tuition from its range, living costs from the
 * lowest to the highest of the options (outside London to London). Both in the destination's currency.
 */
export function yearRange(
  tuition: { min: number; max: number; period: Exclude<CostPeriod, 'once'> },
  living: readonly { min: number; max: number; period: Exclude<CostPeriod, 'once'> }[],
): { min: number; max: number } {
  if (living.length === 0) throw new Error('yearRange: no living-cost figure');
  const livingMin = Math.min(...living.map((l) => perYear(l.min, l.period)));
  const livingMax = Math.max(...living.map((l) => perYear(l.max, l.period)));
  return { min: perYear(tuition.min, tuition.period) + livingMin, max: perYear(tuition.max, tuition.period) + livingMax };
}
