/**
 * The For parents page (/parents, and each translation's): its words are in the dictionaries
 * (content/i18n/*.json, "parents"); what they link to is here, the same in every language. Figures
 * are not written anywhere in its words: costs, the remittance limit, the tax collected and the loan
 * deduction render from their own records (content/destinations, content/remittance.ts, content/loans.ts).
 */

/** Where each of a parent's checks is shown on this site, in the order of the dictionary's "genuine" list. */
export const genuineCheckLinks = ['/about-us', '/about-us/team', '/fees-and-refunds', '/protect-yourself'] as const;
