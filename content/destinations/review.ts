/**
 * The two states a destination figure can be in after this review, spread into its record
 * next to its source: `checked` was confirmed on its official page on 26 November 2026 and is due for
 * another check within six months; `unconfirmed` comes from our research guide (1 November 2026) and no
 * stored copy of its official page confirmed it on 26 November 2026, so the page says so and it is due
 * again by the end of the year.
 */
export const checked = { asOf: '2026-11-26', reviewBy: '2027-05-26' } as const;
export const unconfirmed = { asOf: '2026-11-01', reviewBy: '2026-12-31', unconfirmed: '2026-11-26' } as const;
/** Confirmed on its official page on 27 November 2026 (the next review), due again within six months. */
export const checked27Nov = { asOf: '2026-11-27', reviewBy: '2027-05-27' } as const;
/**
 * Looked for on its official page on 27 November 2026 and not confirmed there (the page could not be
 * read from here, or did not state it): written from what is publicly established, shown as not yet
 * confirmed, and due for a check within three months.
 */
export const unconfirmed27Nov = { asOf: '2026-11-27', reviewBy: '2027-02-27', unconfirmed: '2026-11-27' } as const;
