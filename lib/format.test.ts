import { formatDate, formatNumber, initials, phoneText, slugify } from './format';
import { readTypedNumber } from './typedNumber';
import { newsCountryLabel } from '@/content/news';

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
    expect(formatDate('2026-09-30', 'short')).toBe('30 Sept 2026');
  });

  it('prints the same day whatever the machine’s time zone (dates are calendar days, not instants)', () => {
    expect(formatDate('2026-12-31')).toBe('31 December 2026');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
  });
});

describe('initials', () => {
  it('takes the first letters of up to two words', () => {
    expect(initials('Priya S.')).toBe('PS');
    expect(initials('arjun')).toBe('A');
    expect(initials('Mohammed Irfan Khan')).toBe('MI');
  });
});

describe('slugify', () => {
  it('keeps letters and digits, with one dash between words and none at the ends', () => {
    expect(slugify('Study Abroad')).toBe('study-abroad');
    expect(slugify('United States')).toBe('united-states');
    expect(slugify('IELTS & PTE: Free Mock Test Day 2027!')).toBe('ielts-pte-free-mock-test-day-2027');
  });
});

describe('newsCountryLabel', () => {
  it('names a country’s news as its tab does', () => {
    expect(newsCountryLabel('usa')).toBe('USA');
    expect(newsCountryLabel('eu')).toBe('European Union');
  });
});

describe('phoneText', () => {
  it('joins a number’s groups with no-break spaces, so it never wraps', () => {
    expect(phoneText('+91 80 4718 2200')).toBe('+91\u00a080\u00a04718\u00a02200');
    expect(phoneText('+442079460321')).toBe('+442079460321');
  });
});

describe('readTypedNumber', () => {
  const limits = { min: 0, max: 5_00_00_000 };
  it('reads digits however they are grouped or marked', () => {
    expect(readTypedNumber('20,00,000', limits)).toBe(20_00_000);
    expect(readTypedNumber('₹ 25,00,000', limits)).toBe(25_00_000);
    expect(readTypedNumber('10.5 %', limits)).toBe(10.5);
  });
  it('says why a value cannot be used', () => {
    expect(readTypedNumber('', limits)).toBe('not a number');
    expect(readTypedNumber('lots', limits)).toBe('not a number');
    expect(readTypedNumber('-1', limits)).toBe('out of range');
    expect(readTypedNumber('6,00,00,000', limits)).toBe('out of range');
  });
});
