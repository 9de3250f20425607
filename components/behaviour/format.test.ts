import { formatDate, formatNumber, initials } from './format';

describe('formatNumber', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(5400)).toBe('5,400');
    expect(formatNumber(400)).toBe('400');
    expect(formatNumber(6.5, 1)).toBe('6.5');
    expect(formatNumber(3.25, 1)).toBe('3.3');
    expect(formatNumber(999.6)).toBe('1,000');
  });
});

describe('formatDate', () => {
  it('writes an ISO date for people', () => {
    expect(formatDate('2024-03-09')).toBe('9 March 2024');
  });
});

describe('initials', () => {
  it('takes the first letters of up to two words', () => {
    expect(initials('Priya S.')).toBe('PS');
    expect(initials('arjun')).toBe('A');
    expect(initials('Mohammed Irfan Khan')).toBe('MI');
  });
});
