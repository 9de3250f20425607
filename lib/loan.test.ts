import { emi, inWords, loanCost, repaymentByYear, simpleInterest } from './loan';

describe('emi', () => {
  it('gives ₹33,722 a month for ₹20,00,000 at 10.5 % over 7 years (lenders’ worked example)', () => {
    expect(emi(20_00_000, 10.5, 84)).toBeCloseTo(33_721.35, 2);
    expect(loanCost({ amount: 20_00_000, ratePercent: 10.5, moratoriumMonths: 0, moratoriumInterest: 'paid', tenureMonths: 84 }).emiQuoted).toBe(33_722);
  });

  it('gives ₹13,215 a month for ₹10,00,000 at 10 % over 10 years', () => {
    expect(emi(10_00_000, 10, 120)).toBeCloseTo(13_215.07, 2);
  });

  it('divides evenly at 0 % and is 0 without a tenure', () => {
    expect(emi(1_20_000, 0, 12)).toBe(10_000);
    expect(emi(1_20_000, 10, 0)).toBe(0);
  });
});

describe('simpleInterest', () => {
  it('charges the yearly rate pro rata by month, without compounding', () => {
    // ₹20 lakh at 10.5 % for a two-year course: ₹17,500 a month, ₹4,20,000 in all.
    expect(simpleInterest(20_00_000, 10.5, 1)).toBeCloseTo(17_500, 6);
    expect(simpleInterest(20_00_000, 10.5, 24)).toBeCloseTo(4_20_000, 6);
  });
});

describe('loanCost', () => {
  const base = { amount: 20_00_000, ratePercent: 10.5, moratoriumMonths: 24, tenureMonths: 120 } as const;

  it('without a moratorium, total interest is what the EMIs pay beyond the loan', () => {
    const result = loanCost({ ...base, moratoriumMonths: 0, moratoriumInterest: 'paid', tenureMonths: 84 });
    expect(result.monthlyMoratoriumInterest).toBe(0);
    expect(result.repaymentPrincipal).toBe(20_00_000);
    expect(result.totalPaid).toBeCloseTo(33_721.346 * 84, 0);
    expect(result.totalInterest).toBeCloseTo(8_32_593, 0);
  });

  it('interest paid during the moratorium: the loan at repayment is the amount borrowed', () => {
    const result = loanCost({ ...base, moratoriumInterest: 'paid' });
    expect(result.monthlyMoratoriumInterest).toBeCloseTo(17_500, 6);
    expect(result.repaymentPrincipal).toBe(20_00_000);
    expect(result.emi).toBeCloseTo(emi(20_00_000, 10.5, 120), 6);
    expect(result.totalPaid).toBeCloseTo(4_20_000 + emi(20_00_000, 10.5, 120) * 120, 4);
    expect(result.totalInterest).toBeCloseTo(result.totalPaid - 20_00_000, 6);
  });

  it('interest added to the loan: the balance grows by the simple interest, and the EMI with it', () => {
    const result = loanCost({ ...base, moratoriumInterest: 'added' });
    expect(result.repaymentPrincipal).toBeCloseTo(24_20_000, 6);
    expect(result.emi).toBeCloseTo(32_654.27, 2);
    expect(result.totalPaid).toBeCloseTo(result.emi * 120, 4);
    // Adding the interest costs more than paying it: interest is then charged on interest.
    expect(result.totalInterest).toBeGreaterThan(loanCost({ ...base, moratoriumInterest: 'paid' }).totalInterest);
  });
});

describe('repaymentByYear', () => {
  it('splits the EMIs into principal and interest that add up to the loan and the interest', () => {
    const years = repaymentByYear(20_00_000, 10.5, 84);
    expect(years).toHaveLength(7);
    const principal = years.reduce((sum, y) => sum + y.principal, 0);
    const interest = years.reduce((sum, y) => sum + y.interest, 0);
    expect(principal).toBeCloseTo(20_00_000, 4);
    expect(interest).toBeCloseTo(emi(20_00_000, 10.5, 84) * 84 - 20_00_000, 4);
    // Early EMIs are mostly interest, late ones mostly principal.
    expect(years[0]!.interest).toBeGreaterThan(years[6]!.interest);
    expect(years[6]!.principal).toBeGreaterThan(years[0]!.principal);
  });

  it('ends with a shorter year when the tenure is not whole years', () => {
    expect(repaymentByYear(1_00_000, 9, 18).map((y) => y.year)).toEqual([1, 2]);
  });
});

describe('inWords', () => {
  it('says lakhs and crores', () => {
    expect(inWords(20_00_000)).toBe('₹20 lakh');
    expect(inWords(1_50_00_000)).toBe('₹1.5 crore');
    expect(inWords(8_32_593)).toBe('₹8.33 lakh');
    expect(inWords(85_000)).toBe('₹85,000');
  });
});
