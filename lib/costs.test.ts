import { breakdownInRupees, clamp, estimateCost, overMonths, toRupees, type CostInputs } from './costs';

const base: CostInputs = {
  tuitionPerYear: 20000,
  tuitionRange: { min: 10000, max: 30000 },
  living: { amount: 1000, period: 'month' },
  visaFee: 500,
  months: 12,
};

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
    expect(overMonths({ amount: 900, period: 'course' }, 18)).toBe(900);
  });
});

describe('estimateCost', () => {
  it('adds tuition, living, visa and no health cover where none is required', () => {
    expect(estimateCost(base)).toEqual({ tuition: 20000, living: 12000, visa: 500, health: 0, total: 32500 });
  });

  it('clamps tuition to the minimum and maximum of the range', () => {
    expect(estimateCost({ ...base, tuitionPerYear: 1 }).tuition).toBe(10000);
    expect(estimateCost({ ...base, tuitionPerYear: 10000 }).tuition).toBe(10000);
    expect(estimateCost({ ...base, tuitionPerYear: 30000 }).tuition).toBe(30000);
    expect(estimateCost({ ...base, tuitionPerYear: 99999 }).tuition).toBe(30000);
  });

  it('prorates partial years and charges the visa fee once', () => {
    const b = estimateCost({ ...base, months: 18 });
    expect(b.tuition).toBe(30000);
    expect(b.living).toBe(18000);
    expect(b.visa).toBe(500);
  });

  it('applies yearly (UK IHS-style) and monthly (OSHC-style) health cover over the length of study', () => {
    expect(estimateCost({ ...base, months: 18, healthCover: { amount: 776, period: 'year' } }).health).toBe(1164);
    expect(estimateCost({ ...base, months: 18, healthCover: { amount: 50, period: 'month' } }).health).toBe(900);
  });

  it('treats lengths under one month as one month', () => {
    expect(estimateCost({ ...base, months: 0 }).living).toBe(1000);
  });
});

describe('rupees', () => {
  it('rounds to the nearest rupee, each line once', () => {
    expect(toRupees(10.004, 100.5)).toBe(1005);
    const r = breakdownInRupees(estimateCost(base), 90.25);
    expect(r.total).toBe(Math.round(32500 * 90.25));
    expect(r.visa).toBe(45125);
  });
});
