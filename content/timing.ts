// The values the site's shell and forms read in the browser, named on their own: an island imports
// just its number, and the rest of this list stays out of every page's script.
export const backToTopPx = 300;
/** Scroll-in animations run 1000–1200 ms. */
export const revealMs = 1000;
export const counter = { durationMs: 3000, threshold: 0.4 } as const;
export const faqCountryRow = { intervalMs: 3000, stepPx: 300 } as const;
/**
 * Not from the spec: clicks inside the contact form's success dialog in the first moment after it
 * opens are the tail of the submit that opened it (a double click, a second Enter), not a choice.
 */
export const dialogSettleMs = 600;
/** Not from the spec: a lead receiver that has not answered in 15 s has failed. */
export const leadTimeoutMs = 15000;
/**
 * Not from the spec: the draft is saved once typing pauses this long (and at once when
 * the page is hidden or left), not on every key, so a long message never makes typing lag.
 */
export const draftSaveMs = 400;
/** Not from the spec: the site search waits for a pause in typing before it searches. */
export const searchDebounceMs = 200;

/**
 * Every timing and threshold from spec §4 and §9, named once. Components take these as props so a
 * behaviour built once serves each place with its own numbers.
 */
export const timing = {
  timeline: { stepMs: 1500, restartMs: 5000, threshold: 0.1 },
  aboutPromiseTimeline: { stepMs: 1500, threshold: 0.5 },
  counter,
  universityCarousel: { intervalMs: 3000, stepPx: 300 },
  reviewsCarousel: { intervalMs: 3000, stepPx: 400 },
  faqCountryRow,
  officeRow: { stepPx: 300 },
  /** Events scroll by about two thirds of the visible width. */
  eventsRow: { stepFraction: 2 / 3 },
  newsSpinnerMs: 500,
  backToTopPx,
  rotatingCardMs: 3000,
  valueAddedCarousel: { autoplayMs: 3000, spacingPx: 30 },
  revealMs,
  chunkLoadTimeoutMs: 120000,
  dialogSettleMs,
  leadTimeoutMs,
  draftSaveMs,
  searchDebounceMs,
} as const;
