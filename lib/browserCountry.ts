/**
 * Where the visitor writes from, as their browser says: the country the phone field starts on. No
 * metadata here (the form's first script carries this); `supported` says which regions the field
 * has numbers for.
 */
import type { Country } from 'react-phone-number-input';

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


/**
 * The country the phone field starts on: the time zone's country, else the region of the first
 * preferred language that names one ("en-IN" → IN), else the spec's US.
 */
export function browserCountry(timeZone: string | undefined, languages: readonly string[], supported: (region: string) => boolean): Country {
  const fromZone = timeZone ? zoneCountries[timeZone] : undefined;
  if (fromZone) return fromZone;
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region && supported(region)) return region as Country;
  }
  return specDefaultCountry;
}

/** What the running browser says (only called in the browser, after hydration). */
export function detectCountry(supported: (region: string) => boolean): Country {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return browserCountry(zone, navigator.languages?.length ? navigator.languages : [navigator.language], supported);
}
