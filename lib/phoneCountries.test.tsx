import { renderToString } from 'react-dom/server';
import PhoneInput, { getCountries, getCountryCallingCode, type Country } from 'react-phone-number-input';
import names from 'react-phone-number-input/locale/en.json';
import { callingCodeOf, callingCodes, countryName, countrySelectLabel, phoneCountryList } from './phoneCountries';
import { browserCountry } from './browserCountry';

describe('the phone field’s countries without metadata', () => {
  it('are the library’s countries, each with its calling code', () => {
    expect(Object.keys(callingCodes).sort()).toEqual([...getCountries()].sort());
    for (const country of getCountries()) expect(callingCodes[country]).toBe(getCountryCallingCode(country));
    expect(callingCodeOf('IN')).toBe('+91');
    expect(callingCodeOf('GB')).toBe('+44');
  });

  it('are listed in the library’s own order, under its English names, with their calling codes', () => {
    const html = renderToString(<PhoneInput labels={names} value={undefined} onChange={() => {}} />);
    const drawn = [...html.matchAll(/<option value="([A-Z]{2})"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(phoneCountryList.map(([country]) => country)).toEqual(drawn);
    expect(phoneCountryList[0]).toEqual(['ZZ', 'International', '']);
    for (const [country, name, code] of phoneCountryList.slice(1)) {
      expect(name).toBe(names[country as Country]);
      expect(code).toBe(getCountryCallingCode(country as Country));
    }
    expect(countryName('IN')).toBe('India');
    expect(countrySelectLabel).toBe('Phone number country');
  });

  it('know where a browser is among the countries the field has numbers for', () => {
    const supported = (region: string) => region in callingCodes;
    expect(browserCountry('Asia/Kolkata', ['en-US'], supported)).toBe('IN');
    expect(browserCountry(undefined, ['en-NP'], supported)).toBe('NP');
    // A region the library has no numbers for is not a country the field can start on.
    expect(browserCountry(undefined, ['en-AQ', 'en-GB'], supported)).toBe('GB');
    expect(browserCountry(undefined, ['en-AQ'], supported)).toBe('US');
  });
});
