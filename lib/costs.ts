/**
 * Study-cost arithmetic for the compare page and the destination cost estimator (issue 14).
 * Pure functions over plain figures: no content imports, so the content records (to be added in
 * content/) can be passed in and every figure keeps a single home.
 *
 * Rounding: all sums are exact in the destination's currency; the rupee conversion is rounded to the
 * nearest whole rupee (Math.round) once, on the total and on each line separately.
 */

/** How a living-cost or health-cover figure is stated by its official source. */
export type CostPeriod = 'month' | 'year' | 'course';

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

/** Amount over a length of study: monthly × months, yearly × months / 12, course amounts once. */
export function overMonths({ amount, period }: PeriodAmount, months: number): number {
  if (period === 'course') return amount;
  if (period === 'month') return amount * months;
  return (amount * months) / 12;
}

/** Breakdown in the destination's currency for the chosen tuition and length of study. */
export function estimateCost(inputs: CostInputs): CostBreakdown {
  const months = Math.max(1, Math.round(inputs.months));
  const perYear = clamp(inputs.tuitionPerYear, inputs.tuitionRange.min, inputs.tuitionRange.max);
  const tuition = (perYear * months) / 12;
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
