import type { LoanInput, MoratoriumInterest } from '@/content/types';
export type { LoanInput, MoratoriumInterest };
/**
 * Education-loan arithmetic as Indian banks apply it: simple interest on the amount disbursed during
 * the moratorium (course plus grace period), then equal monthly instalments (EMIs) on a reducing
 * balance. Pure and in rupees, so the page's worked example and the calculator use the same sums.
 */

export interface LoanResult {
  /** The interest of one month of the moratorium (simple interest on the amount). */
  monthlyMoratoriumInterest: number;
  /** All the simple interest of the moratorium. */
  moratoriumInterest: number;
  /** The balance the EMIs repay: the amount, plus the moratorium's interest when it was added. */
  repaymentPrincipal: number;
  emi: number;
  /**
   * The EMI as a bank quotes it: rounded up to the next whole rupee, so the instalments never fall
   * short of the loan (₹20 lakh at 10.5 % over 7 years: 33,721.35 is quoted as ₹33,722).
   */
  emiQuoted: number;
  /** Everything paid over the loan's life (the moratorium's monthly interest, when paid, included). */
  totalPaid: number;
  /** totalPaid less the amount borrowed. */
  totalInterest: number;
}

/** The reducing-balance instalment: L·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate. */
export function emi(principal: number, ratePercent: number, months: number): number {
  if (months <= 0) return 0;
  const r = ratePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** Simple interest for a number of months at a yearly rate (what banks charge during the moratorium). */
export function simpleInterest(principal: number, ratePercent: number, months: number): number {
  return (principal * ratePercent * months) / 12 / 100;
}

export function loanCost(input: LoanInput): LoanResult {
  const { amount, ratePercent, moratoriumMonths, moratoriumInterest: mode, tenureMonths } = input;
  const monthlyMoratoriumInterest = moratoriumMonths > 0 ? simpleInterest(amount, ratePercent, 1) : 0;
  const moratoriumInterest = simpleInterest(amount, ratePercent, moratoriumMonths);
  const repaymentPrincipal = mode === 'added' ? amount + moratoriumInterest : amount;
  const instalment = emi(repaymentPrincipal, ratePercent, tenureMonths);
  const totalPaid = instalment * tenureMonths + (mode === 'paid' ? moratoriumInterest : 0);
  return {
    monthlyMoratoriumInterest,
    moratoriumInterest,
    repaymentPrincipal,
    emi: instalment,
    emiQuoted: Math.ceil(instalment - 1e-9),
    totalPaid,
    totalInterest: totalPaid - amount,
  };
}

export interface RepaymentYear {
  /** 1 for the first twelve EMIs. */
  year: number;
  principal: number;
  interest: number;
}

/**
 * The EMIs' split into principal and interest, year by year of repayment (the last year may be
 * shorter): early EMIs are mostly interest, late ones mostly principal. Sums to the principal repaid.
 */
export function repaymentByYear(principal: number, ratePercent: number, months: number): RepaymentYear[] {
  const r = ratePercent / 12 / 100;
  const instalment = emi(principal, ratePercent, months);
  const years: RepaymentYear[] = [];
  let balance = principal;
  for (let month = 0; month < months; month += 1) {
    const interest = balance * r;
    const repaid = instalment - interest;
    balance -= repaid;
    if (month % 12 === 0) years.push({ year: years.length + 1, principal: 0, interest: 0 });
    const current = years[years.length - 1]!;
    current.principal += repaid;
    current.interest += interest;
  }
  return years;
}

/** "₹20 lakh", "₹1.5 crore", "₹85,000": amounts as Indians say them, for labels and the chart. */
export function inWords(amount: number): string {
  const rounded = Math.round(amount);
  if (rounded >= 1_00_00_000) return `₹${trim(rounded / 1_00_00_000)} crore`;
  if (rounded >= 1_00_000) return `₹${trim(rounded / 1_00_000)} lakh`;
  return `₹${rounded.toLocaleString('en-IN')}`;
}

const trim = (value: number) => String(Math.round(value * 100) / 100);
