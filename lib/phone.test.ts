import examples from 'libphonenumber-js/examples.mobile.json';
import { parsePhoneNumber, type Country } from 'react-phone-number-input';
import { browserCountry, callingCodeOf, internationalFromText, isInvalidPhone, moveToCountry, nationalAfterPlus, phoneFromText, phoneTypedOver } from './phone';

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
  it.each([
    ['011 44 20 7946 0321', 'US', '+442079460321'],
    ['0011 44 20 7946 0321', 'AU', '+442079460321'],
    ['00 44 20 7946 0321', 'AU', '+442079460321'],
    ['0044 20 7946 0321', 'US', '+442079460321'],
  ] as const)('knows the selected country’s own international prefix: %p from %s', (text, country, expected) => {
    expect(internationalFromText(text, country)).toBe(expected);
  });
  it.each([
    ['98765 43210', 'IN'],
    ['098765 43210', 'IN'],
    ['020 7946 0321', 'GB'],
    ['1 415 555 2671', 'US'],
  ] as const)('leaves the national number %p (%s) to its country', (text, country) => {
    expect(internationalFromText(text, country)).toBeNull();
  });
});

describe('phoneFromText', () => {
  // A national number typed or autofilled after clearing the field is the selected
  // country's, not the one whose calling code its first digits happen to be.
  it.each([
    ['9876543210', 'IN', '+919876543210'],
    ['4155552671', 'US', '+14155552671'],
    ['020 7946 0321', 'GB', '+442079460321'],
    ['098765 43210', 'IN', '+919876543210'],
    ['(415) 555-2671', 'US', '+14155552671'],
    ['1 415 555 2671', 'US', '+14155552671'],
    ['+44 20 7946 0321', 'IN', '+442079460321'],
    ['0044 20 7946 0321', 'IN', '+442079460321'],
    ['0044 20 7946 0321', 'GB', '+442079460321'],
    [' 0091 98765 43210 ', 'US', '+919876543210'],
    ['011 44 20 7946 0321', 'US', '+442079460321'],
  ] as const)('reads %p on %s as %s', (text, country, expected) => {
    expect(phoneFromText(text, country)).toBe(expected);
  });

  it.each([
    ['', 'IN'],
    ['+91', 'IN'],
    ['+1', 'US'],
    ['+', 'GB'],
    ['00', 'GB'],
    ['0', 'IN'],
    ['call me', 'US'],
  ] as const)('finds no number in %p (%s)', (text, country) => {
    expect(phoneFromText(text, country)).toBe('');
  });

  // Every way the library's own example mobile number of a country can be written gives one number.
  const countries: Country[] = [
    'IN', 'US', 'GB', 'CA', 'AU', 'NZ', 'DE', 'FR', 'IE', 'NL', 'AE', 'SG', 'NP', 'BD', 'LK', 'SA',
    'QA', 'IT', 'ES', 'JP', 'CN', 'MY', 'KW', 'OM', 'BH', 'PK', 'PH', 'ZA', 'RU', 'BR', 'MX', 'AT',
  ];
  describe.each(countries)('%s', (country) => {
    const nsn = (examples as Record<string, string>)[country];
    if (!nsn) throw new Error(`No example number for ${country}`);
    const number = parsePhoneNumber(`${callingCodeOf(country)}${nsn}`);
    if (!number) throw new Error(`The example number of ${country} does not parse`);
    const e164 = number.number;
    const national = number.formatNational();
    const international = number.formatInternational();
    it.each([
      ['national', national],
      ['national, digits only', national.replace(/\D/g, '')],
      ['international', international],
      ['international, digits only', international.replace(/[^\d+]/g, '')],
      ['with 00', international.replace('+', '00')],
    ])(`%s (%p) is ${e164}`, (_form, text) => {
      expect(phoneFromText(text, country)).toBe(e164);
    });
    it('is a valid number (so the field accepts it)', () => expect(isInvalidPhone(e164)).toBe(false));
  });
});

describe('nationalAfterPlus', () => {
  it('reads a national number typed after a lone "+" as the visitor’s own country’s', () => {
    expect(nationalAfterPlus('+9876543210', 'IN')).toBe('+919876543210');
    expect(nationalAfterPlus('+2079460321', 'GB')).toBe('+442079460321');
    // A "9" of "+91" left in front.
    expect(nationalAfterPlus('+99876543210', 'IN')).toBe('+919876543210');
    expect(nationalAfterPlus('+42079460321', 'GB')).toBe('+442079460321');
  });

  it('never second-guesses a valid international number, nor reads digits that are no number at home', () => {
    expect(nationalAfterPlus('+447400123456', 'IN')).toBeNull();
    expect(nationalAfterPlus('+14155552671', 'IN')).toBeNull();
    expect(nationalAfterPlus('+12345', 'IN')).toBeNull();
    expect(nationalAfterPlus('', 'IN')).toBeNull();
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

describe('phoneTypedOver', () => {
  it('reads a whole number typed over the drawn calling code as written', () => {
    expect(phoneTypedOver('+1 202 555 0123', '+1', 'IN')).toBe('+12025550123');
    expect(phoneTypedOver('+44 7400 123456', '+1', 'IN')).toBe('+447400123456');
  });

  it('reads digits typed after the spec’s calling code as the visitor’s own national number', () => {
    expect(phoneTypedOver('+198765 43210', '+1', 'IN')).toBe('+919876543210');
    expect(phoneTypedOver('+1 98765 43210', '+1', 'IN')).toBe('+919876543210');
  });

  it('reads a national number typed over the whole field as the visitor’s country’s', () => {
    expect(phoneTypedOver('98765 43210', '+1', 'IN')).toBe('+919876543210');
    expect(phoneTypedOver('020 7946 0321', '+1', 'GB')).toBe('+442079460321');
  });

  it('is empty when only a calling code is there', () => expect(phoneTypedOver('+91', '+91', 'IN')).toBe(''));
});

describe('phoneTypedOver, for a number not finished when the field’s metadata arrived', () => {
  it('keeps the digits typed after the drawn calling code as the visitor’s own country’s', () => {
    expect(phoneTypedOver('+198765', '+1', 'IN')).toBe('+9198765');
  });

  it('keeps even the first digit or two, too few for the parser to read', () => {
    expect(phoneTypedOver('+19', '+1', 'US')).toBe('+19');
    expect(phoneTypedOver('+1 98', '+1', 'US')).toBe('+198');
    expect(phoneTypedOver('+19', '+1', 'IN')).toBe('+919');
    expect(phoneTypedOver('+919', '+91', 'IN')).toBe('+919');
    expect(phoneTypedOver('+910', '+91', 'IN')).toBe('');
  });

  it('starts a new number at a "+" typed after the text, as the field does', () => {
    expect(phoneTypedOver('+1+91 98765 43210', '+1', 'US')).toBe('+919876543210');
    expect(phoneTypedOver('+1+44 74', '+1', 'US')).toBe('+4474');
  });

  it('keeps a new number’s "+" and its first digits, too few yet to say its country', () => {
    expect(phoneTypedOver('+1+', '+1', 'US')).toBe('+');
    expect(phoneTypedOver('+1+4', '+1', 'US')).toBe('+4');
    expect(phoneTypedOver('+1+447', '+1', 'IN')).toBe('+447');
    expect(phoneTypedOver('+', '+91', 'IN')).toBe('+');
  });
});
