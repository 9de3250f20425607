import { tcsOn } from './tcs';

const rules = { thresholdRupees: 10_00_000, ratePercent: 5 };

describe('TCS on an education remittance', () => {
  it('collects nothing up to ₹10 lakh in the financial year', () => {
    expect(tcsOn({ amount: 9_00_000, sentEarlier: 0, loanFunded: false }, rules)).toEqual({ tcs: 0, aboveThreshold: 0, thresholdLeft: 10_00_000 });
    expect(tcsOn({ amount: 10_00_000, sentEarlier: 0, loanFunded: false }, rules).tcs).toBe(0);
  });

  it('collects 5 % of the part above ₹10 lakh', () => {
    expect(tcsOn({ amount: 25_00_000, sentEarlier: 0, loanFunded: false }, rules)).toEqual({ tcs: 75_000, aboveThreshold: 15_00_000, thresholdLeft: 10_00_000 });
  });

  it('counts what was already sent that year towards the ₹10 lakh', () => {
    expect(tcsOn({ amount: 5_00_000, sentEarlier: 8_00_000, loanFunded: false }, rules)).toEqual({ tcs: 15_000, aboveThreshold: 3_00_000, thresholdLeft: 2_00_000 });
    // The threshold already used up: all of this remittance is above it.
    expect(tcsOn({ amount: 4_00_000, sentEarlier: 12_00_000, loanFunded: false }, rules)).toEqual({ tcs: 20_000, aboveThreshold: 4_00_000, thresholdLeft: 0 });
  });

  it('collects nothing on a remittance paid out of an education loan, whatever the year’s total', () => {
    expect(tcsOn({ amount: 40_00_000, sentEarlier: 12_00_000, loanFunded: true }, rules)).toEqual({ tcs: 0, aboveThreshold: 0, thresholdLeft: 0 });
  });

  it('rounds to the rupee', () => {
    expect(tcsOn({ amount: 10_00_011, sentEarlier: 0, loanFunded: false }, rules).tcs).toBe(1);
  });
});
