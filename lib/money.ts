import { fill } from './fill';
import type { CostPeriod, CurrencyCode } from '@/content/types';
import { formatNumber } from './format';

/**
 * Money in words, for the destination texts and the cost estimator: "£1,136", "CAD 22,895", "€11,904",
 * "₹1,04,500" (rupees in Indian digit grouping). Pure: no content values, only types.
 */

/** The pound and the euro go by their symbol, as the pages write them; other dollars by their code. */
export function currencyPrefix(currency: CurrencyCode): string {
  if (currency === 'GBP') return '£';
  if (currency === 'EUR') return '€';
  return `${currency} `;
}

/** "£1,136", "CAD 140,185": whole units in thousands groups, as the destination's own sources write them. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  return `${currencyPrefix(currency)}${formatNumber(Math.round(amount), 0, 'thousands')}`;
}

/** "£10,000–£38,000", or one amount when the range is a single figure. */
export function formatMoneyRange(min: number, max: number, currency: CurrencyCode): string {
  return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)}–${formatMoney(max, currency)}`;
}

/** "10k", "22.5k": thousands, as the tuition texts write them. */
export function thousands(amount: number): string {
  return `${formatNumber(amount / 1000, amount % 1000 === 0 ? 0 : 1)}k`;
}

/** "₹1,04,500": rupees rounded to the nearest rupee, grouped in lakhs and crores. */
export function formatRupees(amount: number): string {
  return `₹${formatNumber(Math.round(amount))}`;
}

/** How a page says "a month", "a semester", "a year" (a translation's words come from its dictionary). */
export type PeriodWords = Record<Exclude<CostPeriod, 'once'>, string>;

/** "a month", "a semester", "a year"; nothing for a one-off fee. */
export function perPeriod(period: CostPeriod, words?: PeriodWords): string {
  if (period === 'once') return '';
  return words ? words[period] : `a ${period}`;
}

/** "₹29.6 lakh", "₹27.5–65.0 lakh": rupees in lakhs (₹1,00,000) to one decimal, for sums a family plans a year with. */
export function formatLakhs(min: number, max = min, words?: LakhWords): string {
  const lakhs = (amount: number) => formatNumber(Math.round(amount / 10_000) / 10, 1);
  const [low, high] = [lakhs(min), lakhs(max)];
  if (words) return low === high ? fill(words.one, { amount: low }) : fill(words.range, { low, high });
  return low === high ? `₹${low} lakh` : `₹${low}–${high} lakh`;
}

/** A translation's "₹{amount} lakh" and "₹{low}–{high} lakh" (content/i18n common.lakh, common.lakhRange). */
export interface LakhWords {
  one: string;
  range: string;
}
