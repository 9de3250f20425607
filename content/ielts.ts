import type { Checked } from './types';

/**
 * How IELTS scores are worked out, as IELTS publishes it ("IELTS scoring in detail"): the overall
 * band from the four section bands, and the raw-score tables for Listening and Reading. The IELTS
 * calculator (/ielts and the free IELTS training page) reads these; lib/ielts.ts does the arithmetic.
 */

/** Read on IELTS's own page on 24 November 2026. */
export const ieltsScoringSource = { source: 'ieltsScoring', asOf: '2026-11-24', reviewBy: '2027-05-24' } satisfies Checked;

/** The rule in IELTS's own words. */
export const overallBandRule =
  'The overall band score is the average of the four section scores, rounded to the nearest whole or half band. If the average ends in .25, it is rounded up to the next half band; if it ends in .75, it is rounded up to the next whole band.';

/** IELTS's own worked examples of the rule: Listening, Reading, Writing, Speaking. */
export const overallBandExamples: { bands: [number, number, number, number]; overall: number }[] = [
  { bands: [6.5, 6.5, 5.0, 7.0], overall: 6.5 },
  { bands: [4.0, 3.5, 4.0, 4.0], overall: 4.0 },
  { bands: [6.5, 6.5, 5.5, 6.0], overall: 6.0 },
];

export type RawScoreTest = 'listening' | 'academicReading' | 'generalReading';

/**
 * The published raw-score equivalents (correct answers out of 40 for a band). IELTS publishes these
 * rows only, and notes that the exact raw score for a band varies slightly from one test version to
 * another; between rows the calculator says "at least" the lower band rather than inventing one.
 */
export const rawScoreTables: Record<RawScoreTest, { name: string; rows: { band: number; minCorrect: number }[] }> = {
  listening: {
    name: 'Listening',
    rows: [
      { band: 5, minCorrect: 16 },
      { band: 6, minCorrect: 23 },
      { band: 7, minCorrect: 30 },
      { band: 8, minCorrect: 35 },
    ],
  },
  academicReading: {
    name: 'Academic Reading',
    rows: [
      { band: 5, minCorrect: 15 },
      { band: 6, minCorrect: 23 },
      { band: 7, minCorrect: 30 },
      { band: 8, minCorrect: 35 },
    ],
  },
  generalReading: {
    name: 'General Training Reading',
    rows: [
      { band: 4, minCorrect: 15 },
      { band: 5, minCorrect: 23 },
      { band: 6, minCorrect: 30 },
      { band: 7, minCorrect: 34 },
    ],
  },
};
