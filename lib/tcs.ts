/**
 * Tax collected at source (TCS) on money sent abroad for education under the Liberalised Remittance
 * Scheme. The rules are content (content/remittance.ts); this is only the arithmetic, shared by the
 * worked example the page renders and the calculator the visitor types into.
 */
export interface TcsRules {
  /** Remittances in a financial year up to this total (₹) carry no TCS. */
  thresholdRupees: number;
  /** The rate on the part of the year's total above the threshold. */
  ratePercent: number;
}

export interface TcsInput {
  /** What is being sent now (₹). */
  amount: number;
  /** What the same person already sent abroad under the scheme this financial year (₹), for any purpose. */
  sentEarlier: number;
  /** Paid out of an education loan from a bank or approved institution: no TCS. */
  loanFunded: boolean;
}

export interface TcsResult {
  /** The tax the bank collects on this remittance (₹, rounded to the rupee). */
  tcs: number;
  /** The part of this remittance above the year's threshold (₹): what the rate applies to. */
  aboveThreshold: number;
  /** How much of the threshold was left before this remittance (₹). */
  thresholdLeft: number;
}

export function tcsOn({ amount, sentEarlier, loanFunded }: TcsInput, rules: TcsRules): TcsResult {
  const thresholdLeft = Math.max(0, rules.thresholdRupees - sentEarlier);
  const aboveThreshold = Math.max(0, amount - thresholdLeft);
  const tcs = loanFunded ? 0 : Math.round((aboveThreshold * rules.ratePercent) / 100);
  return { tcs, aboveThreshold: loanFunded ? 0 : aboveThreshold, thresholdLeft };
}
