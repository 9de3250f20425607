import { browserCountry, internationalFromText, isInvalidPhone, moveToCountry } from './phone';

describe('browserCountry', () => {
  it.each([
    ['Asia/Kolkata', ['en-US'], 'IN'],
    ['Asia/Calcutta', [], 'IN'],
    ['Europe/London', ['en-IN'], 'GB'],
    ['America/Toronto', ['en-US'], 'CA'],
    ['Pacific/Auckland', ['en'], 'NZ'],
    ['Asia/Dubai', ['en-IN'], 'AE'],
  ] as const)('time zone %s wins over the locale', (zone, languages, expected) => {
    expect(browserCountry(zone, languages)).toBe(expected);
  });

  it('falls back to the first preferred language that names a region', () => {
    expect(browserCountry('Etc/UTC', ['en', 'hi-IN', 'en-GB'])).toBe('IN');
    expect(browserCountry(undefined, ['en-AU'])).toBe('AU');
  });

  it('keeps the spec default (US) when nothing says otherwise', () => {
    expect(browserCountry(undefined, [])).toBe('US');
    expect(browserCountry('Etc/UTC', ['en', 'not a locale!'])).toBe('US');
  });
});

describe('isInvalidPhone', () => {
  it('leaves an empty value to the spec message', () => expect(isInvalidPhone('')).toBe(false));
  it.each(['+919876543210', '+447400123456', '+12025550123', '+61412345678'])('accepts %s', (value) => {
    expect(isInvalidPhone(value)).toBe(false);
  });
  it.each(['+1', '+91', '+9198765', '+1202555012345678', '+440000'])('rejects %s', (value) => {
    expect(isInvalidPhone(value)).toBe(true);
  });
});

describe('internationalFromText', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    [' +44 7400 123456 ', '+447400123456'],
    ['0091-98765-43210', '+919876543210'],
    ['+1 (202) 555-0123', '+12025550123'],
  ])('turns %p into %s', (text, expected) => {
    expect(internationalFromText(text)).toBe(expected);
  });
  it.each(['98765 43210', '', '+9', 'call me'])('ignores %p (not an international number)', (text) => {
    expect(internationalFromText(text)).toBeNull();
  });
});

describe('moveToCountry', () => {
  it('keeps the digits under the new calling code', () => {
    expect(moveToCountry('+12025550123', 'IN')).toBe('+912025550123');
    expect(moveToCountry('+919876543210', 'GB')).toBe('+449876543210');
  });
  it('does nothing without digits or when the calling code stays the same', () => {
    expect(moveToCountry('', 'IN')).toBeNull();
    expect(moveToCountry('+12025550123', 'CA')).toBeNull();
  });
});
