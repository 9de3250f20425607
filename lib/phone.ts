/**
 * Phone rules of the counselling form, kept apart from React so each is tested on its own. They need
 * libphonenumber's metadata: the form loads this module only when a number has to be read
 * (components/contact/phoneRuntime.ts).
 */
import { getCountryCallingCode, isValidPhoneNumber, parsePhoneNumber, type Country } from 'react-phone-number-input';
import { browserCountry as browserCountryAmong, detectCountry as detectCountryAmong } from './browserCountry';
import { callingCodes } from './phoneCountries';

// Where the visitor is and each country's calling code need no metadata (lib/browserCountry.ts and
// lib/phoneCountries.ts): the form draws its phone field with them before this module arrives.
export { callingCodeOf } from './phoneCountries';
export { specDefaultCountry } from './browserCountry';

const supported = (region: string) => region in callingCodes;

/**
 * The country the phone field starts on: the time zone's country, else the region of the first
 * preferred language that names one ("en-IN" → IN), else the spec's US.
 */
export const browserCountry = (timeZone: string | undefined, languages: readonly string[]): Country =>
  browserCountryAmong(timeZone, languages, supported);

/** What the running browser says (only called in the browser, after hydration). */
export const detectCountry = (): Country => detectCountryAmong(supported);


/** A value (E.164) that cannot be a phone number of its country. */
export function isInvalidPhone(value: string): boolean {
  return value.trim() !== '' && !isValidPhoneNumber(value);
}

function parse(text: string, country?: Country) {
  try {
    return parsePhoneNumber(text, country);
  } catch {
    return undefined;
  }
}

/**
 * Text pasted, typed or autofilled that is a number in international form: "+44 7700 900123",
 * "0091 98765 43210", or with the selected country's own international prefix ("011 44 …" from the
 * US, "0011 44 …" from Australia): the whole field should become that number, its country included.
 * Returns the E.164 form, or null when the text is not such a number (a national one, say).
 */
export function internationalFromText(text: string, country?: Country): string | null {
  const trimmed = text.trim();
  const written = withPlus(trimmed);
  const dialled = country && !trimmed.startsWith('+') ? dialledAbroad(trimmed, country) : null;
  // Both readings of a leading "00" ("0065 …" is +65 to a visitor, and Singapore's own 006 prefix
  // to the parser): the one that is a phone number wins, the visitor's reading when both are.
  if (written && dialled && !isValidPhoneNumber(written) && isValidPhoneNumber(dialled)) return dialled;
  return written ?? dialled;
}

/** "+…" or "00…" (how visitors write "+" whatever their country's own prefix is), as E.164. */
function withPlus(text: string): string | null {
  const plus = text.replace(/^00(?=\D*[1-9])/, '+');
  if (!plus.startsWith('+')) return null;
  const digits = plus.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return parse(`+${digits}`)?.number ?? `+${digits}`;
}

/** A number dialled with the country's own international prefix (011 from the US, 0011 from Australia). */
function dialledAbroad(text: string, country: Country): string | null {
  const number = parse(text, country);
  return number && number.countryCallingCode !== getCountryCallingCode(country) ? number.number : null;
}

/**
 * The number a visitor means by the text in the phone field (typed, pasted or autofilled, also
 * before the page's script ran) while `country` is selected. A number without "+" or "00" belongs to
 * that country, written the way it writes its numbers: "98765 43210" or "098765 43210" in India,
 * "020 7946 0321" in the UK, "(415) 555-2671" or "1 415 555 2671" in the US. International forms
 * keep their own country. Returns E.164, or '' when the text holds no number (only "+91", say).
 */
export function phoneFromText(text: string, country: Country): string {
  const international = internationalFromText(text, country);
  if (international) return international;
  // "+" or "00" with too few digits yet to say which country.
  if (/^\s*(\+|0\D*0)/.test(text)) return '';
  return parse(text, country)?.number ?? '';
}

/**
 * A number left after a "+" that cannot be a phone number, whose digits are a number of the visitor's
 * own country: "+9876543210" when the visitor in India deleted "91" but not the "+" and typed their
 * national number (the field read it as Iran's +98), or "+99876543210" when a "9" of the "+91" was
 * left too. Returns that country's E.164 number, or null when the value is a valid number (never
 * second-guessed) or its digits are not a number there either. Read only when the visitor leaves the
 * field: half-typed numbers are invalid on the way.
 */
export function nationalAfterPlus(value: string, country: Country): string | null {
  if (!value.startsWith('+') || isValidPhoneNumber(value)) return null;
  const digits = value.slice(1);
  const code = getCountryCallingCode(country);
  // What may be left of the calling code before the national number: nothing, or its first digits.
  for (let kept = 0; kept < code.length; kept += 1) {
    if (!digits.startsWith(code.slice(0, kept))) break;
    const national = parse(digits.slice(kept), country);
    if (national && national.country === country && national.isValid()) return national.number;
  }
  return null;
}

/**
 * The visitor picked another country after typing digits: keep the digits under the new calling
 * code rather than dropping them (the library's own behaviour). Null when there is nothing to keep
 * or the calling code does not change.
 */
export function moveToCountry(value: string, country: Country): string | null {
  if (!value) return null;
  const code = getCountryCallingCode(country);
  const national = parse(value)?.nationalNumber;
  if (!national) return null;
  if (value.startsWith(`+${code}`)) return null;
  return `+${code}${national}`;
}

/**
 * The number a visitor means by what they typed over the field before its script ran (before the
 * page's, or before the field's metadata arrived): `text` is the field's text, `prefill` what the
 * page drew in it (the spec's "+1", say), `country` theirs (picked by hand, else where the browser
 * is). The server drew the spec's default calling code before anyone knew where the visitor is: a
 * visitor in India who types their number after it means an Indian national number, not an American
 * one that cannot exist. What the interactive field does as the visitor types is done here at once:
 * a "+" typed after the text starts a new number, and the digits of an unfinished number are kept.
 */
export function phoneTypedOver(text: string, prefill: string, country: Country): string {
  const plus = text.lastIndexOf('+');
  const typed = (plus > 0 ? text.slice(plus) : text).trim();
  const read = phoneFromText(typed, country);
  if (read && isValidPhoneNumber(read)) return read;
  const code = prefill.trim();
  // What follows the drawn calling code: the visitor's own national digits (null if they typed over it).
  const afterCode = code.startsWith('+') && typed.startsWith(code) ? typed.slice(code.length) : null;
  const afterPrefill = afterCode === null ? '' : phoneFromText(afterCode, country);
  if (afterPrefill) return afterPrefill;
  if (read) return read;
  // Too few digits yet for the parser (the first key or two, when the metadata lands that soon): a
  // new international number keeps its "+" and digits, so the next digits still choose its country;
  // national digits are the country's, without a trunk prefix.
  if (afterCode === null && typed.startsWith('+')) return typed.replace(/[^\d+]/g, '');
  const digits = (afterCode ?? typed).replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `+${getCountryCallingCode(country)}${digits}` : '';
}
