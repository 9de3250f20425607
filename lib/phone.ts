/**
 * Phone rules of the counselling form, kept apart from React so each is tested on its own.
 */
import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumber, type Country } from 'react-phone-number-input';

/** Spec §5: the phone field starts on the US unless the browser says the visitor is elsewhere. */
export const specDefaultCountry: Country = 'US';

/**
 * Time zones of the places this firm's visitors write from (India first, then the countries they
 * study in and the Gulf and neighbours where many Indian families live). A zone not listed falls
 * back to the locale's region. Zones shared by several countries are left out on purpose.
 */
const zoneCountries: Record<string, Country> = {
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/Regina': 'CA',
  'America/St_Johns': 'CA',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Darwin': 'AU',
  'Pacific/Auckland': 'NZ',
  'Europe/Berlin': 'DE',
  'Europe/Paris': 'FR',
  'Europe/Amsterdam': 'NL',
  'Europe/Rome': 'IT',
  'Europe/Madrid': 'ES',
  'Asia/Dubai': 'AE',
  'Asia/Muscat': 'OM',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Kuwait': 'KW',
  'Asia/Bahrain': 'BH',
  'Asia/Kathmandu': 'NP',
  'Asia/Katmandu': 'NP',
  'Asia/Dhaka': 'BD',
  'Asia/Colombo': 'LK',
  'Asia/Singapore': 'SG',
  'Asia/Kuala_Lumpur': 'MY',
};

const supported = new Set<string>(getCountries());

/**
 * The country the phone field starts on: the time zone's country, else the region of the first
 * preferred language that names one ("en-IN" → IN), else the spec's US.
 */
export function browserCountry(timeZone: string | undefined, languages: readonly string[]): Country {
  const fromZone = timeZone ? zoneCountries[timeZone] : undefined;
  if (fromZone) return fromZone;
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region && supported.has(region)) return region as Country;
  }
  return specDefaultCountry;
}

/** What the running browser says (only called in the browser, after hydration). */
export function detectCountry(): Country {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return browserCountry(zone, navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Spec §5 keeps "Please Enter Mobile Number." for an empty field; this is for one that cannot be a number. */
export const invalidPhoneMessage = 'Please enter a valid mobile number.';

/** A value (E.164) that cannot be a phone number of its country. */
export function isInvalidPhone(value: string): boolean {
  return value.trim() !== '' && !isValidPhoneNumber(value);
}

/** What the field shows before any digits: the country's calling code ("+91"). */
export function callingCodeOf(country: Country): string {
  return `+${getCountryCallingCode(country)}`;
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
