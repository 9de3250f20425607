import type { Checked, IsoDate, LoanInput } from './types';
import { sources } from './sources';
import { unconfirmed } from './destinations/review';

/**
 * The education-loan EMI calculator's content (/tools/education-loan): the worked example, the tax
 * deduction, and public-sector banks' rates as their own pages give them, each with its status. A rate
 * we could not read on the bank's own page is left out (null) rather than copied from a third party.
 */

/** The example the page works through without a script, and the calculator's starting values. */
export const loanExample: LoanInput = {
  amount: 20_00_000,
  ratePercent: 10.5,
  moratoriumMonths: 30,
  moratoriumInterest: 'paid',
  tenureMonths: 120,
};

/** The calculator's limits: an overseas loan of up to ₹2 crore, repaid over up to 15 years. */
export const loanLimits = {
  amount: { min: 50_000, max: 2_00_00_000 },
  ratePercent: { min: 0, max: 20 },
  moratoriumMonths: { min: 0, max: 72 },
  tenureMonths: { min: 12, max: 180 },
} as const;

export interface BankRate extends Checked {
  bank: string;
  scheme: string;
  /**
   * Per cent a year, as the bank's page gives it today; null when its page did not show a current
   * rate we could confirm (the record is then `unconfirmed`). A rate from an old copy of the page is
   * never shown as current: rates float with a benchmark that moves.
   */
  ratePercent: number | null;
  /** What the rate is made of, or why there is none. */
  note: string;
  /** The date the bank says the rate applies from, when it gives one. */
  effectiveFrom?: IsoDate;
}

export const bankRates: BankRate[] = [
  {
    bank: 'State Bank of India',
    scheme: 'SBI Student Loan and Global Ed-Vantage (study abroad)',
    // The only copy of the page we could read gives rates in force from 1 May 2024 (external benchmark
    // 9.15 % + 2.00 %); the benchmark has moved since, so that rate is not today's.
    ratePercent: null,
    note: 'Floating: the bank’s external benchmark rate plus a spread, 0.50 % less for girl students. The copy of the bank’s page we could read was from May 2024 and the benchmark has moved since: ask the bank for today’s rate.',
    source: 'sbiEducationRates',
    ...unconfirmed,
  },
  {
    bank: 'Bank of Baroda',
    scheme: 'Baroda Scholar (study abroad)',
    ratePercent: null,
    note: 'The bank’s page describes the scheme (up to ₹80 lakh for listed institutes, ₹60 lakh for others) and gives its rates as the bank’s benchmark plus a spread, without today’s figure: ask the bank.',
    source: 'bobScholar',
    ...unconfirmed,
  },
  {
    bank: 'Canara Bank',
    scheme: 'Vidya Turant (listed institutions)',
    ratePercent: null,
    note: 'Repayment up to 15 years after a moratorium of course + 1 year; the rate was not on the copy of the bank’s page we could read.',
    source: 'canaraVidyaTurant',
    ...unconfirmed,
  },
  {
    bank: 'Punjab National Bank',
    scheme: 'PNB Udaan (study abroad)',
    ratePercent: null,
    note: 'Need-based finance for study abroad; the rate was not on the copy of the bank’s page we could read.',
    source: 'pnbUdaan',
    ...unconfirmed,
  },
];

/**
 * The deduction for the interest on an education loan: section 129 of the Income-tax Act, 2025, which
 * replaced the Income-tax Act, 1961 (and its section 80E) from 1 April 2026. No stored copy of the
 * Income Tax Department's page showed the 2025 Act's text, so its status says not yet confirmed.
 */
export const loanInterestDeduction = {
  section: 'Section 129',
  oldSection: 'section 80E',
  text: 'Under section 129 of the Income-tax Act, 2025 (before 1 April 2026, section 80E of the Income-tax Act, 1961), the interest you pay on an education loan from a bank or approved charitable institution, for your own higher education or your spouse’s or children’s (or a student’s whose legal guardian you are), is deducted from your taxable income: all of it, with no upper limit, for the tax year you start paying interest and the seven after (eight in all), or until the interest is paid, whichever comes first. The principal is not deductible, and the deduction is not available under the new (default) tax regime.',
  years: 8,
  record: { source: 'incomeTaxAct', ...unconfirmed } satisfies Checked,
};

export const vidyaLakshmi = {
  text: 'Vidya Lakshmi is the Government of India’s single window for education loans: one common application form reaches several banks, and you can track each application there.',
  source: sources.vidyaLakshmi,
};
