import type { IsoDate, LoanInput } from './types';
import { sources, type SourceKey } from './sources';

/**
 * The education-loan EMI calculator's content (/tools/education-loan): the worked example, the tax
 * deduction, and public-sector banks' rates as their own pages give them, each with its date. A rate
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

export interface BankRate {
  bank: string;
  scheme: string;
  /** Per cent a year, as the bank's page gives it; null when its page did not show one we could confirm. */
  ratePercent: number | null;
  /** What the rate is made of, or why there is none. */
  note: string;
  /** The date the bank says the rate applies from, when it gives one. */
  effectiveFrom?: IsoDate;
  source: SourceKey;
  /** When we read the page. */
  checkedOn: IsoDate;
}

export const bankRates: BankRate[] = [
  {
    bank: 'State Bank of India',
    scheme: 'SBI Student Loan (India and abroad)',
    ratePercent: 11.15,
    note: 'Floating: the bank’s external benchmark rate (9.15 %) plus 2.00 %; 0.50 % less for girl students. The same page lists Global Ed-Vantage, SBI’s loan for study abroad, whose rate we could not confirm.',
    effectiveFrom: '2024-05-01',
    source: 'sbiEducationRates',
    checkedOn: '2026-11-26',
  },
  {
    bank: 'Bank of Baroda',
    scheme: 'Baroda Scholar (study abroad)',
    ratePercent: null,
    note: 'The bank’s page describes the scheme (up to ₹80 lakh for listed institutes, ₹60 lakh for others) but the rate was not on the copy we could read: ask the bank.',
    source: 'bobScholar',
    checkedOn: '2026-11-26',
  },
  {
    bank: 'Canara Bank',
    scheme: 'Vidya Turant (listed institutions)',
    ratePercent: null,
    note: 'Repayment up to 15 years after a moratorium of course + 1 year; the rate was not on the copy of the bank’s page we could read.',
    source: 'canaraVidyaTurant',
    checkedOn: '2026-11-26',
  },
  {
    bank: 'Punjab National Bank',
    scheme: 'PNB Udaan (study abroad)',
    ratePercent: null,
    note: 'Need-based finance for study abroad; the rate was not on the copy of the bank’s page we could read.',
    source: 'pnbUdaan',
    checkedOn: '2026-11-26',
  },
];

/** Section 80E of the Income-tax Act, in the page's words, with its official source. */
export const section80E = {
  text: 'Under section 80E of the Income-tax Act, 1961, the interest you pay on an education loan from a bank or approved institution, for your own higher education or your spouse’s or children’s, is deducted from your taxable income: all of it, with no upper limit, for the year you start paying interest and the seven years after (eight in all), or until the interest is paid, whichever comes first. The principal is not deductible. (The deduction is one of the old tax regime’s.)',
  source: sources.incomeTaxAct,
  years: 8,
};

export const vidyaLakshmi = {
  text: 'Vidya Lakshmi is the Government of India’s single window for education loans: one common application form reaches several banks, and you can track each application there.',
  source: sources.vidyaLakshmi,
};
