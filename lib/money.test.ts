import { currencyPrefix, formatLakhs, formatMoney, formatMoneyRange, formatRupees, perPeriod, thousands } from './money';

describe('money in words', () => {
  it('writes pounds and euros by symbol and other currencies by code', () => {
    expect(currencyPrefix('GBP')).toBe('£');
    expect(currencyPrefix('EUR')).toBe('€');
    expect(formatMoney(1136, 'GBP')).toBe('£1,136');
    expect(formatMoney(22895, 'CAD')).toBe('CAD 22,895');
    expect(formatMoney(11904, 'EUR')).toBe('€11,904');
    expect(formatMoney(184.6, 'USD')).toBe('USD 185');
    expect(formatMoney(140185, 'USD')).toBe('USD 140,185');
  });

  it('writes ranges, or one amount when min equals max', () => {
    expect(formatMoneyRange(10000, 38000, 'GBP')).toBe('£10,000–£38,000');
    expect(formatMoneyRange(2000, 2000, 'AUD')).toBe('AUD 2,000');
  });

  it('writes thousands as the tuition texts do', () => {
    expect(thousands(10000)).toBe('10k');
    expect(thousands(22500)).toBe('22.5k');
  });

  it('groups rupees in lakhs and rounds to the rupee', () => {
    expect(formatRupees(104500)).toBe('₹1,04,500');
    expect(formatRupees(12345678.6)).toBe('₹1,23,45,679');
  });

  it('names periods', () => {
    expect(perPeriod('month')).toBe('a month');
    expect(perPeriod('semester')).toBe('a semester');
    expect(perPeriod('once')).toBe('');
  });
});

describe('formatLakhs', () => {
  it('writes rupees in lakhs to one decimal, a range once where both ends round alike', () => {
    expect(formatLakhs(2956149)).toBe('₹29.6 lakh');
    expect(formatLakhs(2753128, 6500234)).toBe('₹27.5–65.0 lakh');
    expect(formatLakhs(4000000, 4001000)).toBe('₹40.0 lakh');
    expect(formatLakhs(12345678)).toBe('₹123.5 lakh');
  });
});
