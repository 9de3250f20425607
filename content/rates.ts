import type { CurrencyCode, IsoDate } from './types';

/**
 * Rupees for one unit of each destination's currency: the firm's planning rates for the cost
 * estimator, shown on the page with the date they were set. Not live rates: the estimator makes no
 * network request. When you update them, update `setOn` too.
 */
export const rupeeRates = {
  setOn: '2026-11-24' as IsoDate,
  /** Shown under the estimate. */
  note: 'These are our indicative planning rates, not live exchange rates; we update them from time to time, and your bank’s rate on the day you pay will differ.',
  perUnit: {
    USD: 88.5,
    GBP: 116.5,
    CAD: 63,
    AUD: 57.5,
    EUR: 102.5,
    NZD: 50.5,
  } satisfies Record<CurrencyCode, number>,
};
