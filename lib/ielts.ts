import { rawScoreTables, type RawScoreTest } from '@/content/ielts';

/** The section bands IELTS reports: 0 to 9 in half bands. */
export const sectionBands = Array.from({ length: 19 }, (_, i) => i / 2);

/**
 * The overall band from the four section bands (content/ielts.ts `overallBandRule`): their mean,
 * rounded to the nearest whole or half band, with .25 going up to the half and .75 up to the whole.
 * Sums of half bands over four are exact in binary, so the comparisons below are exact.
 */
export function overallBand(bands: readonly [number, number, number, number]): number {
  const mean = meanBand(bands);
  const whole = Math.floor(mean);
  const rest = mean - whole;
  if (rest < 0.25) return whole;
  if (rest < 0.75) return whole + 0.5;
  return whole + 1;
}

/** The mean before rounding, as IELTS shows it in its examples (6.25, 3.875). */
export function meanBand(bands: readonly number[]): number {
  return bands.reduce((sum, band) => sum + band, 0) / bands.length;
}

/**
 * The band a raw score reaches in the published table: the highest row at or below it ("at least
 * band 7"), or null below the lowest published row, where IELTS publishes no equivalent.
 */
export function bandFromCorrect(test: RawScoreTest, correct: number): number | null {
  const reached = rawScoreTables[test].rows.filter((row) => correct >= row.minCorrect);
  return reached.length ? reached[reached.length - 1]!.band : null;
}

/** A band as IELTS writes it: 6.0, 6.5. */
export const formatBand = (band: number) => band.toFixed(1);

export interface IeltsRequirement {
  overall?: number;
  /** The lowest band allowed in any section. */
  eachBand?: number;
}

/**
 * The numbers in an IELTS requirement as the destination records state it ("6.5 overall, no band
 * below 6.0", "6.0 in each skill"): read from the text the pages show, so no figure is written twice.
 */
export function ieltsRequirement(score: string): IeltsRequirement | null {
  const overall = /(\d(?:\.\d)?) overall/.exec(score)?.[1];
  const each = /no band below (\d(?:\.\d)?)/.exec(score)?.[1] ?? /(\d(?:\.\d)?) in each skill/.exec(score)?.[1];
  if (!overall && !each) return null;
  return { ...(overall && { overall: Number(overall) }), ...(each && { eachBand: Number(each) }) };
}

/** Whether four section bands meet a requirement: the overall band and the lowest section. */
export function meetsRequirement(bands: readonly [number, number, number, number], requirement: IeltsRequirement): boolean {
  return (requirement.overall === undefined || overallBand(bands) >= requirement.overall) && (requirement.eachBand === undefined || Math.min(...bands) >= requirement.eachBand);
}
