/**
 * Study-cost arithmetic for the compare page and the destination cost estimator (issue 14).
 * Pure functions over plain figures: no content values (only their types), so the content records (to be added in
 * content/) can be passed in and every figure keeps a single home.
 *
 * Rounding: all sums are exact in the destination's currency; the rupee conversion is rounded to the
 * nearest whole rupee (Math.round) once, on the total and on each line separately.
 */

import type { CostPeriod } from '@/content/types';

export type { CostPeriod };

export interface PeriodAmount {
  amount: number;
  period: CostPeriod;
}

export interface CostInputs {
  /** Tuition per year, chosen within the destination's range (clamped to it). */
  tuitionPerYear: number;
  tuitionRange: { min: number; max: number };
  living: PeriodAmount;
  /** One-off student visa application fee. */
  visaFee: number;
  /** Health cover where required (e.g. UK IHS per year, Australia OSHC per month); omit when none. */
  healthCover?: PeriodAmount;
  /** Length of study in whole months (≥ 1). */
  months: number;
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
const monthsIn = { month: 1, semester: 6, year: 12 } as const;

/** Amount over a length of study: monthly × months, a semester's × months / 6, yearly × months / 12, one-off amounts once. */
export function overMonths({ amount, period }: PeriodAmount, months: number): number {
  if (period === 'once') return amount;
  return (amount * months) / monthsIn[period];
}

/** A yearly amount from one stated per month, semester or year (a one-off amount is not yearly: an error). */
export function perYear(amount: number, period: CostPeriod): number {
  if (period === 'once') throw new Error('A one-off amount has no yearly rate');
  return (amount * 12) / monthsIn[period];
}

/** Length of study in whole months from a number of months or years (at least one month). */
export function lengthInMonths(value: number, unit: 'months' | 'years'): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  return Math.max(1, Math.round(unit === 'years' ? value * 12 : value));
}

/** Breakdown in the destination's currency for the chosen tuition and length of study. */
export function estimateCost(inputs: CostInputs): CostBreakdown {
  const months = Math.max(1, Math.round(inputs.months));
  const yearly = clamp(inputs.tuitionPerYear, inputs.tuitionRange.min, inputs.tuitionRange.max);
  const tuition = (yearly * months) / 12;
  const living = overMonths(inputs.living, months);
  const visa = inputs.visaFee;
  const health = inputs.healthCover ? overMonths(inputs.healthCover, months) : 0;
  return { tuition, living, visa, health, total: tuition + living + visa + health };
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

/**
 * What the estimator needs from a destination's records, as plain serialisable numbers (the client
 * island gets this, not the records): tuition options in their stated period (null: the visitor
 * types a yearly figure), living-cost options (null: typed), the visa fees added together and health
 * cover where a public figure exists.
 */
export interface EstimatorFigures {
  tuition: { label: string; min: number; max: number; period: Exclude<CostPeriod, 'once'> }[] | null;
  living: { label: string; amount: number; period: Exclude<CostPeriod, 'once'> }[] | null;
  visa: number;
  health: { amount: number; period: Exclude<CostPeriod, 'once'> } | null;
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

/** The breakdown for a destination's figures and the visitor's choices, in the destination's currency. */
export function estimateFor(figures: EstimatorFigures, choice: EstimatorChoice): CostBreakdown {
  const option = figures.tuition?.[choice.tuitionOption] ?? figures.tuition?.[0];
  const yearly = option ? perYear(1, option.period) : 1;
  const living = figures.living?.[choice.livingOption] ?? figures.living?.[0];
  const own = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);
  return estimateCost({
    tuitionPerYear: option ? choice.tuition * yearly : own(choice.tuition),
    tuitionRange: option ? { min: option.min * yearly, max: option.max * yearly } : { min: 0, max: Number.MAX_SAFE_INTEGER },
    living: living ? { amount: living.amount, period: living.period } : { amount: own(choice.ownLiving), period: 'year' },
    visaFee: figures.visa,
    healthCover: figures.health ?? undefined,
    months: choice.months,
  });
}
