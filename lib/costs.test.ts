import {
  breakdownInRupees,
  clamp,
  estimateFor,
  estimateRange,
  lengthInMonths,
  middleOf,
  overMonths,
  perYear,
  sliderStep,
  yearRange,
  toRupees,
  type EstimatorChoice,
  type EstimatorFigures,
} from './costs';

const base: EstimatorFigures = {
  tuition: [{ label: 'Tuition', min: 10000, max: 30000, period: 'year', level: 'any' }],
  living: [{ label: 'Living', amount: 1000, period: 'month' }],
  visa: 500,
  health: null,
};
const pick: EstimatorChoice = { tuitionOption: 0, tuition: 20000, livingOption: 0, ownLiving: 0, months: 12 };

describe('clamp', () => {
  it('keeps values inside the range', () => {
    expect(clamp(5, 10, 20)).toBe(10);
    expect(clamp(25, 10, 20)).toBe(20);
    expect(clamp(15, 10, 20)).toBe(15);
  });
});

describe('overMonths', () => {
  it('multiplies monthly figures, prorates yearly ones and counts course figures once', () => {
    expect(overMonths({ amount: 100, period: 'month' }, 18)).toBe(1800);
    expect(overMonths({ amount: 1200, period: 'year' }, 18)).toBe(1800);
    expect(overMonths({ amount: 900, period: 'once' }, 18)).toBe(900);
  });

  it('counts a semester as six months', () => {
    expect(overMonths({ amount: 350, period: 'semester' }, 12)).toBe(700);
    expect(overMonths({ amount: 1500, period: 'semester' }, 9)).toBe(2250);
  });
});

describe('lengthInMonths', () => {
  it('reads months or years, rounds to whole months and keeps at least one', () => {
    expect(lengthInMonths(18, 'months')).toBe(18);
    expect(lengthInMonths(1.5, 'years')).toBe(18);
    expect(lengthInMonths(2, 'years')).toBe(24);
    expect(lengthInMonths(0.04, 'years')).toBe(1);
    expect(lengthInMonths(0, 'months')).toBe(1);
    expect(lengthInMonths(Number.NaN, 'years')).toBe(1);
  });
});

describe('estimateFor: the arithmetic', () => {
  it('adds tuition, living, visa and no health cover where none is required', () => {
    expect(estimateFor(base, pick)).toEqual({ tuition: 20000, living: 12000, visa: 500, health: 0, total: 32500 });
  });

  it('clamps tuition to the minimum and maximum of the range', () => {
    expect(estimateFor(base, { ...pick, tuition: 1 }).tuition).toBe(10000);
    expect(estimateFor(base, { ...pick, tuition: 10000 }).tuition).toBe(10000);
    expect(estimateFor(base, { ...pick, tuition: 30000 }).tuition).toBe(30000);
    expect(estimateFor(base, { ...pick, tuition: 99999 }).tuition).toBe(30000);
  });

  it('prorates partial years and charges the visa fee once', () => {
    const b = estimateFor(base, { ...pick, months: 18 });
    expect(b.tuition).toBe(30000);
    expect(b.living).toBe(18000);
    expect(b.visa).toBe(500);
  });

  it('applies yearly (UK IHS-style) and monthly (OSHC-style) health cover over the length of study', () => {
    expect(estimateFor({ ...base, health: { amount: 776, period: 'year' } }, { ...pick, months: 18 }).health).toBe(1164);
    expect(estimateFor({ ...base, health: { amount: 50, period: 'month' } }, { ...pick, months: 18 }).health).toBe(900);
  });

  it('treats lengths under one month as one month', () => {
    expect(estimateFor(base, { ...pick, months: 0 }).living).toBe(1000);
  });
});

describe('rupees', () => {
  it('rounds to the nearest rupee, each line once', () => {
    expect(toRupees(10.004, 100.5)).toBe(1005);
    const r = breakdownInRupees(estimateFor(base, pick), 90.25);
    expect(r.total).toBe(Math.round(32500 * 90.25));
    expect(r.visa).toBe(45125);
  });
});

describe('estimateFor', () => {
  const uk: EstimatorFigures = {
    tuition: [{ label: 'Tuition', min: 10000, max: 38000, period: 'year', level: 'any' }],
    living: [
      { label: 'Courses outside London', amount: 1136, period: 'month' },
      { label: 'Courses in London', amount: 1483, period: 'month' },
    ],
    visa: 524,
    health: { amount: 776, period: 'year' },
  };
  const choice: EstimatorChoice = { tuitionOption: 0, tuition: 20000, livingOption: 0, ownLiving: 0, months: 18 };

  it('adds tuition, the chosen living figure, the visa fees once and health cover over the months', () => {
    expect(estimateFor(uk, choice)).toEqual({ tuition: 30000, living: 20448, visa: 524, health: 1164, total: 52136 });
    expect(estimateFor(uk, { ...choice, livingOption: 1 }).living).toBe(1483 * 18);
  });

  it('keeps tuition within the chosen option and falls back to the first option', () => {
    expect(estimateFor(uk, { ...choice, tuition: 50000, months: 12 }).tuition).toBe(38000);
    expect(estimateFor(uk, { ...choice, tuitionOption: 5, livingOption: 9, months: 12 }).living).toBe(1136 * 12);
  });

  it('turns tuition stated per semester into a yearly rate', () => {
    const germany: EstimatorFigures = {
      tuition: [{ label: 'TUM', min: 2000, max: 6000, period: 'semester', level: 'postgraduate' }],
      living: [{ label: 'Blocked account', amount: 11904, period: 'year' }],
      visa: 75,
      health: null,
    };
    expect(estimateFor(germany, { ...choice, tuition: 3000, months: 24 })).toEqual({
      tuition: 12000,
      living: 23808,
      visa: 75,
      health: 0,
      total: 35883,
    });
    expect(estimateFor(germany, { ...choice, tuition: 100, months: 12 }).tuition).toBe(4000);
  });

  it('uses typed yearly tuition and living costs where no figure is published, never below zero', () => {
    const usa: EstimatorFigures = { tuition: null, living: null, visa: 185, health: null };
    expect(estimateFor(usa, { ...choice, tuition: 50000, ownLiving: 20000, months: 9 })).toEqual({
      tuition: 37500,
      living: 15000,
      visa: 185,
      health: 0,
      total: 52685,
    });
    expect(estimateFor(usa, { ...choice, tuition: -5, ownLiving: Number.NaN, months: 12 }).total).toBe(185);
  });
});

describe('the typical range and where the slider starts', () => {
  it('starts tuition in the middle of its range, on a step the arrow keys reach', () => {
    expect(sliderStep(10000, 38000)).toBe(500);
    expect(middleOf(10000, 38000, 500)).toBe(24000);
    expect(middleOf(22000, 50000, 500)).toBe(36000);
    expect(middleOf(26000, 37000, 500)).toBe(31500);
    expect(middleOf(150, 350, sliderStep(150, 350))).toBe(250);
    // A range whose middle is off the steps: the nearest step from the lowest end.
    expect(middleOf(100, 170, 10)).toBe(140);
    expect((middleOf(100, 175, 10) - 100) % 10).toBe(0);
    expect(middleOf(24028, 24028, 10)).toBe(24028);
  });

  it('gives the breakdowns at the lowest and the highest tuition of the chosen option', () => {
    const range = estimateRange(base, { tuitionOption: 0, livingOption: 0, ownLiving: 0, months: 24 })!;
    expect(range.low).toEqual({ tuition: 20000, living: 24000, visa: 500, health: 0, total: 44500 });
    expect(range.high.total).toBe(60000 + 24000 + 500);
    // No range without figures to add up (the USA's typed costs).
    expect(estimateRange({ ...base, tuition: null }, { tuitionOption: 0, livingOption: 0, ownLiving: 0, months: 12 })).toBeNull();
  });

  it('adds a year’s tuition to a year’s living costs, lowest to highest across the living options', () => {
    expect(perYear(1136, 'month')).toBe(13632);
    expect(perYear(350, 'semester')).toBe(700);
    expect(
      yearRange({ min: 10000, max: 38000, period: 'year' }, [
        { min: 1136, max: 1136, period: 'month' },
        { min: 1483, max: 1483, period: 'month' },
      ]),
    ).toEqual({ min: 23632, max: 55796 });
    expect(yearRange({ min: 150, max: 350, period: 'semester' }, [{ min: 11904, max: 11904, period: 'year' }])).toEqual({ min: 12204, max: 12604 });
    expect(() => yearRange({ min: 1, max: 1, period: 'year' }, [])).toThrow();
  });
});
