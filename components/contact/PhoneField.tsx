'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import PhoneInput, { isValidPhoneNumber, type Country, type FlagProps } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { callingCodeOf, detectCountry, internationalFromText, moveToCountry, nationalAfterPlus, phoneFromText, specDefaultCountry } from '@/lib/phone';
import { Img } from '@/components/ui/Img';
import type { PhoneInputAttributes } from './PhoneFieldShell';

/**
 * The selected country's flag: a self-hosted file (public/images/flags), fetched one at a time, so
 * no third-party CDN and none of the ~250 flag components end up in the bundle.
 */
function FlagImage({ country, countryName }: FlagProps) {
  return (
    <Img
      className="PhoneInputCountryIconImg"
      src={`/images/flags/${country}.svg`}
      alt={countryName}
      width={24}
      height={16}
      loading="eager"
    />
  );
}

interface CountrySelectProps {
  name?: string;
  'aria-label'?: string;
  value?: Country;
  options: { value?: Country; label: string; divider?: boolean }[];
  onChange: (country?: Country) => void;
  onFocus?: React.FocusEventHandler<HTMLSelectElement>;
  onBlur?: React.FocusEventHandler<HTMLSelectElement>;
  disabled?: boolean;
  iconComponent: React.ElementType;
  /** Ours: moves typed digits to the picked country; false when there were none to move. */
  keepDigits: (country: Country) => boolean;
}

/**
 * The library's country picker (same markup and classes), except that picking another country keeps
 * the digits already typed: the library would drop them and leave only the new calling code.
 */
function CountrySelect({ value, options, onChange, keepDigits, iconComponent: Icon, ...select }: CountrySelectProps) {
  const selected = options.find((option) => option.value === value);
  return (
    <div className="PhoneInputCountry">
      <select
        {...select}
        className="PhoneInputCountrySelect"
        value={value ?? 'ZZ'}
        onChange={(event) => {
          const next = event.target.value === 'ZZ' ? undefined : (event.target.value as Country);
          if (!next || !keepDigits(next)) onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option.divider ? '|' : (option.value ?? 'ZZ')} value={option.divider ? '|' : (option.value ?? 'ZZ')} disabled={option.divider}>
            {option.label}
          </option>
        ))}
      </select>
      {value && selected ? <Icon aria-hidden country={value} label={selected.label} /> : null}
      <div className="PhoneInputCountrySelectArrow" />
    </div>
  );
}

interface PhoneFieldProps extends PhoneInputAttributes {
  id: string;
  name: string;
  /** E.164, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Name of the country select in the form's data; the library's default is `${name}Country`. */
  countryName?: string;
  /**
   * The country it starts on when it replaces the field drawn before its metadata arrived
   * (PhoneFieldShell): the one that field showed. Without it, the browser's country after hydration.
   */
  startCountry?: Country;
  /** A translation's names for the countries and the select, and the locale they sort in; passed on to the library as they are. */
  labels?: Record<string, string>;
  locales?: string;
}

/**
 * What the library is given, and the form's value it stands for. The field shows a calling code alone
 * ("+91") while the form's value is '': at first (the default country's, known only after hydration),
 * after the form is emptied and after a country is picked on an empty field. Otherwise the library
 * holds its own value, except that a number written with an international prefix ("0044 …") is only
 * the form's until it is complete.
 */
interface Shown {
  value: string;
  library?: string;
  /** The field shows the calling code of `home` alone. */
  code?: true;
}

/**
 * The international phone field (spec §5: default country US). It starts on the visitor's own
 * country when the browser says where they are, showing its calling code. Digits typed after a
 * calling code, and numbers written with "+" or "00", are international and pick their country; a
 * number without them (typed after clearing the field, typed or pasted over it, autofilled) belongs
 * to the selected country, written the way that country writes it. Picking a country by
 * hand keeps the digits typed.
 */
export function PhoneField({ id, value, onChange, className, inputClassName, countryName, startCountry, ...input }: PhoneFieldProps) {
  // The country the field falls back to: the spec's, then where the browser says the visitor is, then
  // the one they pick by hand.
  const [home, setHome] = useState<Country>(startCountry ?? specDefaultCountry);
  const [shown, setShown] = useState<Shown>(value ? { value, library: value } : { value, code: true });
  // The country whose calling code alone the library was last given.
  const [settled, setSettled] = useState<Country | undefined>(startCountry ?? specDefaultCountry);
  // The library's selected country (undefined while "International" is), for reading what is typed.
  const country = useRef<Country | undefined>(startCountry ?? specDefaultCountry);
  // A country was picked while the field held no number to keep.
  const pickedOnEmpty = useRef(false);

  // The form set the value itself (a restored draft, typing from before hydration, an empty form
  // after sending): show it, or the calling code again.
  if (value !== shown.value) setShown(value ? { value, library: value } : { value, code: true });

  // The server cannot know where the visitor is; an untouched field moves to this country.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the browser's time zone and locale after hydration
    setHome(startCountry ?? detectCountry());
    // Once, when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Given a calling code alone ("+1" is the US's, Canada's and others'), the library keeps the country
  // of the number it held, and takes its default country only when it held none: so the calling code
  // comes after one commit with no value, before the browser paints.
  const codeCountry = shown.code ? home : undefined;
  const blank = codeCountry !== undefined && codeCountry !== settled;
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second of the two commits above
    if (settled !== codeCountry) setSettled(codeCountry);
  }, [settled, codeCountry]);
  const library = blank ? undefined : codeCountry ? callingCodeOf(codeCountry) : shown.library;

  const selected = () => country.current ?? home;

  const emit = (next: Shown) => {
    setShown(next);
    onChange(next.value);
  };

  // The library has taken a change and the input shows its text. Without `international` the library
  // reads text without "+" as a national number of the selected country (which it shows with that
  // flag), but it does not know international prefixes written without "+" ("0044 …", "011 44 …").
  const changed = (next: string | undefined) => {
    const picked = pickedOnEmpty.current;
    pickedOnEmpty.current = false;
    if (picked && !next) return emit({ value: '', code: true });
    const text = (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    const abroad = text.trim().startsWith('+') ? null : internationalFromText(text, selected());
    if (!abroad) return emit({ value: next ?? '', library: next });
    // Once complete it is shown as the international number it is, under its own flag; until then
    // the text stays as typed, so the digits typed next still follow the prefix.
    emit({ value: abroad, library: isValidPhoneNumber(abroad) ? abroad : next });
  };

  const keepDigits = (next: Country) => {
    setHome(next);
    const moved = moveToCountry(value, next);
    if (moved) onChange(moved);
    else pickedOnEmpty.current = true;
    return moved !== null;
  };

  return (
    <PhoneInput
      {...input}
      id={id}
      defaultCountry={home}
      flagComponent={FlagImage}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ keepDigits, ...(countryName ? { name: countryName } : {}) }}
      autoComplete="tel"
      value={library || undefined}
      onChange={changed}
      onBlur={() => {
        // A "+" left over from a deleted calling code, then a national number: the visitor's own.
        const national = nationalAfterPlus(value, home);
        if (national) emit({ value: national, library: national });
      }}
      onCountryChange={(next?: Country) => {
        country.current = next;
      }}
      className={className}
      numberInputProps={{
        className: inputClassName,
        onPaste: (event: React.ClipboardEvent<HTMLInputElement>) => {
          const text = event.clipboardData.getData('text');
          const field = event.currentTarget;
          const shows = field.value.replace(/\s/g, '');
          const noNumberYet = shows === '' || shows === callingCodeOf(selected());
          const overWhole = field.selectionStart === 0 && field.selectionEnd === field.value.length;
          // An international number replaces the whole field and picks its country, instead of being
          // appended to the "+1" already there (where the library would drop it); so does a national
          // one when the field holds no number yet, as autofill would.
          const number =
            internationalFromText(text, selected()) || (noNumberYet || overWhole ? phoneFromText(text, selected()) : '');
          if (number) {
            event.preventDefault();
            onChange(number);
          }
        },
        onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
          const field = event.currentTarget;
          // A typed "+" starts a new international number: it replaces what is there, so the digits
          // after it choose the country.
          if (event.key === '+') field.select();
          // Deleting the "+" alone would make the calling code the first digits of a national number.
          const afterPlus = field.value.startsWith('+') && field.selectionStart === 1 && field.selectionEnd === 1;
          if (event.key === 'Backspace' && afterPlus && field.value.length > 1) event.preventDefault();
        },
      }}
    />
  );
}
