import { bandFromCorrect, formatBand, ieltsRequirement, meanBand, meetsRequirement, overallBand, sectionBands } from './ielts';
import { overallBandExamples, rawScoreTables, type RawScoreTest } from '@/content/ielts';
import { destinations } from '@/content/destinations';

describe('overall band', () => {
  it('reproduces IELTS’s own worked examples', () => {
    for (const { bands, overall } of overallBandExamples) expect(overallBand(bands)).toBe(overall);
    expect(meanBand(overallBandExamples[0]!.bands)).toBe(6.25);
    expect(meanBand(overallBandExamples[1]!.bands)).toBe(3.875);
  });

  it('rounds every possible mean: below .25 down, .25 to below .75 to the half, .75 and above up', () => {
    // Means of four half bands end in .0, .125, .25, .375, .5, .625, .75 or .875.
    const cases: [number, number, number, number, number][] = [
      [6, 6, 6, 6, 6], // 6.0
      [6, 6, 6, 6.5, 6], // 6.125
      [6, 6, 6.5, 6.5, 6.5], // 6.25
      [6, 6.5, 6.5, 6.5, 6.5], // 6.375
      [6.5, 6.5, 6.5, 6.5, 6.5], // 6.5
      [6.5, 6.5, 6.5, 7, 6.5], // 6.625
      [6.5, 6.5, 7, 7, 7], // 6.75
      [6.5, 7, 7, 7, 7], // 6.875
      [0, 0, 0, 0, 0],
      [9, 9, 9, 9, 9],
      [8.5, 9, 9, 9, 9], // 8.875
      [0, 0, 0, 0.5, 0], // 0.125
      [0, 0, 0.5, 0.5, 0.5], // 0.25
    ];
    for (const [l, r, w, s, expected] of cases) expect([l, r, w, s, overallBand([l, r, w, s])]).toEqual([l, r, w, s, expected]);
  });

  it('offers the nineteen section bands from 0 to 9', () => {
    expect(sectionBands).toHaveLength(19);
    expect(sectionBands.map(formatBand).slice(0, 3)).toEqual(['0.0', '0.5', '1.0']);
    expect(sectionBands.at(-1)).toBe(9);
  });
});

describe('raw scores', () => {
  it('give each published band from its first correct answer, and the band below one answer short', () => {
    for (const test of Object.keys(rawScoreTables) as RawScoreTest[]) {
      const rows = rawScoreTables[test].rows;
      rows.forEach((row, i) => {
        expect([test, row.minCorrect, bandFromCorrect(test, row.minCorrect)]).toEqual([test, row.minCorrect, row.band]);
        const below = i === 0 ? null : rows[i - 1]!.band;
        expect([test, row.minCorrect - 1, bandFromCorrect(test, row.minCorrect - 1)]).toEqual([test, row.minCorrect - 1, below]);
      });
      expect(bandFromCorrect(test, 40)).toBe(rows.at(-1)!.band);
      expect(bandFromCorrect(test, 0)).toBeNull();
    }
  });

  it('are published in rising order, and General Training Reading needs more answers than Academic', () => {
    for (const { rows } of Object.values(rawScoreTables)) {
      rows.slice(1).forEach((row, i) => {
        expect(row.band).toBeGreaterThan(rows[i]!.band);
        expect(row.minCorrect).toBeGreaterThan(rows[i]!.minCorrect);
      });
    }
    expect(bandFromCorrect('academicReading', 30)).toBe(7);
    expect(bandFromCorrect('generalReading', 30)).toBe(6);
  });
});

describe('destination requirements', () => {
  it('read the numbers from every IELTS record’s own text', () => {
    const records = destinations.flatMap((d) => d.englishTests.filter((t) => t.test.startsWith('IELTS')));
    expect(records.length).toBeGreaterThanOrEqual(6);
    for (const record of records) expect([record.score, ieltsRequirement(record.score)]).not.toEqual([record.score, null]);
    expect(ieltsRequirement('6.5 overall, no band below 6.0')).toEqual({ overall: 6.5, eachBand: 6 });
    expect(ieltsRequirement('6.0 in each skill (CLB 7)')).toEqual({ eachBand: 6 });
    expect(ieltsRequirement('6.0 overall')).toEqual({ overall: 6 });
  });

  it('are met by the overall band and by the lowest section', () => {
    const req = { overall: 6.5, eachBand: 6 };
    expect(meetsRequirement([7, 7, 6, 6.5], req)).toBe(true); // 6.625 → 6.5
    expect(meetsRequirement([7, 7, 5.5, 7], req)).toBe(false); // a band below 6.0
    expect(meetsRequirement([6.5, 6.5, 6, 6], req)).toBe(true); // 6.25 rounds up to 6.5
    expect(meetsRequirement([6.5, 6, 6, 6], req)).toBe(false); // 6.125 rounds down to 6.0
  });
});
