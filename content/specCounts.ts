/**
 * How many entries the customer's specification gives each list (product-spec.md §1 and §3). The
 * content checks and the e2e tests read these, so a count lives in one place.
 */
export const specCounts = {
  /** "University carousel of 10 universities". */
  universities: 10,
  /** Reviews: "Nine sample entries". */
  reviews: 9,
  /** Events: "Eight entries, all in 2024" (later events are added beside them). */
  events2024: 8,
  /** Home FAQ: "five entries". */
  homeFaqs: 5,
  /** "04 Value-Added Services": the six cards it lists. */
  valueAddedServices: 6,
} as const;
