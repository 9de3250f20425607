/**
 * The phone field's countries: the library's list, in its order, with their English names and
 * calling codes. The server hands the list to the form (PhoneCountryList), so the field is drawn
 * before its metadata arrives without the names in the form's script. No parsing here: that needs
 * libphonenumber's metadata, which lib/phone.ts brings and the form loads only when a number is read.
 */
import type { Country } from 'react-phone-number-input';
import names from 'react-phone-number-input/locale/en.json';

/**
 * Every country of the library's select, in its order (its English names sorted as it sorts them),
 * each with its calling code: "AF93" is Afghanistan, +93. lib/phoneCountries.test.ts holds it to the
 * library's own list, so a library upgrade that changes either fails there.
 */
const table =
  'AF93 AX358 AL355 DZ213 AS1 AD376 AO244 AI1 AG1 AR54 AM374 AW297 AC247 AU61 AT43 AZ994 BS1 BH973 ' +
  'BD880 BB1 BY375 BE32 BZ501 BJ229 BM1 BT975 BO591 BQ599 BA387 BW267 BR55 IO246 BN673 BG359 BF226 ' +
  'BI257 KH855 CM237 CA1 CV238 KY1 CF236 TD235 CL56 CN86 CX61 CC61 CO57 KM269 CG242 CD243 CK682 ' +
  'CR506 CI225 HR385 CU53 CW599 CY357 CZ420 DK45 DJ253 DM1 DO1 EC593 EG20 SV503 GQ240 ER291 EE372 ' +
  'ET251 FK500 FO298 FM691 FJ679 FI358 FR33 GF594 PF689 GA241 GM220 GE995 DE49 GH233 GI350 GR30 ' +
  'GL299 GD1 GP590 GU1 GT502 GG44 GN224 GW245 GY592 HT509 VA39 HN504 HK852 HU36 IS354 IN91 ID62 ' +
  'IR98 IQ964 IE353 IM44 IL972 IT39 JM1 JP81 JE44 JO962 KZ7 KE254 KI686 XK383 KW965 KG996 LA856 ' +
  'LV371 LB961 LS266 LR231 LY218 LI423 LT370 LU352 MO853 MG261 MW265 MY60 MV960 ML223 MT356 MH692 ' +
  'MQ596 MR222 MU230 YT262 MX52 MD373 MC377 MN976 ME382 MS1 MA212 MZ258 MM95 NA264 NR674 NP977 NL31 ' +
  'NC687 NZ64 NI505 NE227 NG234 NU683 NF672 KP850 MK389 MP1 NO47 OM968 PK92 PW680 PS970 PA507 PG675 ' +
  'PY595 PE51 PH63 PL48 PT351 PR1 QA974 RE262 RO40 RU7 RW250 BL590 SH290 KN1 LC1 MF590 PM508 VC1 ' +
  'WS685 SM378 ST239 SA966 SN221 RS381 SC248 SL232 SG65 SX1 SK421 SI386 SB677 SO252 ZA27 KR82 SS211 ' +
  'ES34 LK94 SD249 SR597 SJ47 SZ268 SE46 CH41 SY963 TW886 TJ992 TZ255 TH66 TL670 TG228 TK690 TO676 ' +
  'TT1 TA290 TN216 TR90 TM993 TC1 TV688 UG256 UA380 AE971 GB44 US1 UY598 UZ998 VU678 VE58 VN84 VG1 ' +
  'VI1 WF681 EH212 YE967 ZM260 ZW263';

/** Calling codes by country ("IN" → "91"). */
export const callingCodes: Readonly<Record<string, string>> = Object.fromEntries(
  table.split(' ').map((entry) => [entry.slice(0, 2), entry.slice(2)]),
);

/**
 * The select's options as the library draws them, as [country, name, calling code]: "International"
 * (no calling code) first, then each country by name. Tuples: the list travels in the page's data.
 */
export type PhoneCountryList = readonly (readonly [country: string, name: string, callingCode: string])[];

export const phoneCountryList: PhoneCountryList = [
  ['ZZ', names.ZZ, ''],
  ...table.split(' ').map((entry) => [entry.slice(0, 2), names[entry.slice(0, 2) as Country], entry.slice(2)] as const),
];

/**
 * The list in a translation: each country named as the locale names it (CLDR, through Intl: no name
 * retyped), sorted as the locale sorts, as the library sorts them when given the same names and locale.
 */
export function phoneCountriesIn(locale: string, international: string): PhoneCountryList {
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const [, ...countries] = phoneCountryList;
  const named = countries.map(([code, english, callingCode]) => {
    const name = regions.of(code);
    return [code, name && name !== code ? name : english, callingCode] as const;
  });
  return [['ZZ', international, ''], ...named.sort((a, b) => a[1].localeCompare(b[1], locale))];
}

/** The select's own name, as the library labels it. */
export const countrySelectLabel = names.country;

/** A country's English name, as the library's select and flag name it. */
export const countryName = (country: Country): string => names[country];

/** What the field shows before any digits: the country's calling code ("+91"). */
export function callingCodeOf(country: Country): string {
  return `+${callingCodes[country]}`;
}
