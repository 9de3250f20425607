import type { Checked, TextCard } from './types';
import type { TcsInput, TcsRules } from '@/lib/tcs';
import { unconfirmed27Nov } from './destinations/review';

/**
 * Paying from India (/tools/paying-from-india): how much may be sent abroad, how fees reach the
 * university, and the tax collected at source when they do. Neither the Reserve Bank's nor the Income
 * Tax Department's page could be read from here on 27 November 2026, so every rule below says "not yet
 * confirmed" beside it until someone reads it there.
 */

/** The Liberalised Remittance Scheme's yearly limit for one resident individual. */
export const remittanceLimit = {
  usd: 250_000,
  record: { source: 'rbiLrs', ...unconfirmed27Nov } satisfies Checked,
};

/**
 * TCS on education remittances as the Finance Act, 2025 set it from 1 April 2025 (section 206C(1G) of
 * the Income-tax Act, 1961): nil when paid out of an education loan from a bank or approved
 * institution, otherwise 5 % of what a person sends abroad in a financial year above ₹10 lakh. The
 * Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026; its text could not be read here.
 */
export const tcsRules = {
  thresholdRupees: 10_00_000,
  ratePercent: 5,
  since: '2025-04-01',
  /** The day the Income-tax Act, 2025 replaced the 1961 Act whose section set these rules. */
  actReplacedOn: '2026-04-01',
  record: { source: 'incomeTaxAct', ...unconfirmed27Nov } satisfies Checked,
} as const satisfies TcsRules & { since: string; actReplacedOn: string; record: Checked };

/** The example the page works through without a script, and the calculator's starting values. */
export const tcsExample: TcsInput = { amount: 25_00_000, sentEarlier: 0, loanFunded: false };

/** The calculator's limit: more than any year's fees and living costs. */
export const tcsMaxRupees = 5_00_00_000;

/** How the money usually reaches the university and the student, in the order a family meets them. */
export const paymentRoutes: TextCard[] = [
  {
    title: 'A bank transfer to the university (wire or SWIFT)',
    text: 'Your bank in India sends the fee straight to the university’s account, from its branch or its internet banking. You fill in Form A2 and the LRS declaration, give the student’s PAN and the university’s invoice or offer letter, and choose “education” as the purpose. Ask the bank for its exchange rate and charges before you send.',
  },
  {
    title: 'The university’s own payment portal',
    text: 'Many universities name a payment partner on their fees page. You enter the amount in rupees, the portal fixes the rate, and you pay it from an Indian bank account; the portal passes the fee to the university. Use only the link on the university’s own website, never one sent by an agent.',
  },
  {
    title: 'Paid by the bank that gives the loan',
    text: 'An education loan is usually paid by the lender straight to the university, term by term, against its invoice. Tell the bank it is an education remittance out of the loan: no tax is then collected on it.',
  },
  {
    title: 'Living costs: the student’s account or a forex card',
    text: 'Living costs are sent to the student’s own bank account abroad or loaded on a prepaid forex card. They count towards the same yearly limit, and towards the amount above which tax is collected (below).',
  },
];

/** How the tax collected comes back: it is an advance, not a fee. */
export const tcsClaimBack =
  'TCS is not an extra cost. It is income tax paid in advance in the name of the person who sends the money: it shows in their Form 26AS and annual information statement, and when they file their income tax return it counts against the tax they owe, or comes back as a refund if they owe less.';
