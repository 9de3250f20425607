'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import type { Country } from 'react-phone-number-input';
import { Img } from '@/components/ui/Img';
import type { PhoneCountryList } from '@/lib/phoneCountries';
import { readPhoneField, type PhoneFieldState } from '@/lib/contactDom';

/** What the field shows before any digits: the country's calling code ("+91"). */
const callingCode = (countries: PhoneCountryList, of: Country) => `+${countries.find(([code]) => code === of)?.[2] ?? ''}`;
const nameOf = (countries: PhoneCountryList, of: Country) => countries.find(([code]) => code === of)?.[1] ?? of;

/** What the form puts on the phone field, the same on the drawn field and the interactive one. */
export interface PhoneInputAttributes {
  className?: string;
  inputClassName?: string;
  required?: boolean;
  /** Checked by the browser only until the form's script takes over (noValidate). */
  pattern?: string;
  title?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface PhoneFieldShellProps extends PhoneInputAttributes {
  id: string;
  name: string;
  /** Name of the country select in the form's data. */
  countryName: string;
  /** What the form holds (E.164), shown as it is until the field can format it; '' shows the calling code. */
  value: string;
  /** The country the field starts on: the spec's on the server, the browser's once it runs. */
  country: Country;
  /** The select's countries, from the server (lib/phoneCountries.ts `phoneCountryList`). */
  countries: PhoneCountryList;
  /** The country select's name in the page's language (the library names its own the same in English). */
  countryLabel: string;
  /** The visitor typed or picked something: the form fetches the interactive field, which reads it. */
  onEdit: () => void;
  /**
   * The field is being replaced by the interactive one: its text, country, focus and selection at that
   * moment, read before it leaves the page (keys typed between the form's read and the swap included).
   */
  onLeave?: (state: PhoneFieldState | null) => void;
}

/**
 * The phone field until its metadata arrives (components/contact/phoneRuntime.ts): the markup the
 * library draws (PhoneField's, held equal by PhoneFieldShell.test.tsx), with a plain select and a
 * plain input, so the page draws, posts and takes typing as before while the form's first script
 * carries no metadata. It reads no number: what is typed stays in the page until the interactive
 * field replaces this one and reads it (lib/contactDom.ts readPhoneField).
 */
export function PhoneFieldShell({ id, name, countryName: selectName, value, country, countries, countryLabel, onEdit, onLeave, className, inputClassName, ...input }: PhoneFieldShellProps) {
  const select = useRef<HTMLSelectElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // Read on the way out: a layout cleanup runs in the commit that replaces this field, before its
  // input leaves the page, so no key can fall between this read and the interactive field. (It also
  // runs before each re-render's effect; the last call, the one that counts, is the swap's.)
  useLayoutEffect(() => {
    const text = field.current;
    return () => onLeave?.(text?.form ? readPhoneField(text.form, country) : null);
  }, [onLeave, country]);

  // The country the page draws: the browser's, unless the visitor already typed or picked.
  const [drawn, setDrawn] = useState(country);
  const [picked, setPicked] = useState<Country | null>(null);
  // What the page drew in the input: React sets an uncontrolled input's text only once, so a later
  // country or restored number is drawn here, and only over a field the visitor has not touched.
  const [firstText] = useState(() => value || callingCode(countries, country));
  const drawnText = useRef(firstText);

  useLayoutEffect(() => {
    const list = select.current;
    const text = field.current;
    if (!list || !text) return;
    const untouched = text.value === drawnText.current && list.selectedOptions[0]?.defaultSelected !== false;
    if (!untouched) return;
    const next = value || callingCode(countries, country);
    text.defaultValue = next;
    text.value = next;
    drawnText.current = next;
    if (country === drawn) return;
    // An untouched select follows its default option: the page now draws this country.
    for (const option of list.options) option.defaultSelected = option.value === country;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's country is known only after hydration
    setDrawn(country);
  }, [value, country, drawn, countries]);

  const shown = picked ?? drawn;
  return (
    <div className={className ? `${className} PhoneInput` : 'PhoneInput'}>
      <div className="PhoneInputCountry">
        <select
          ref={select}
          name={selectName}
          aria-label={countryLabel}
          className="PhoneInputCountrySelect"
          defaultValue={drawn}
          onChange={(event) => {
            if (/^[A-Z]{2}$/.test(event.target.value) && event.target.value !== 'ZZ') setPicked(event.target.value as Country);
            onEdit();
          }}
        >
          {countries.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <Img
            className="PhoneInputCountryIconImg"
            src={`/images/flags/${shown}.svg`}
            alt={nameOf(countries, shown)}
            width={24}
            height={16}
            loading="eager"
          />
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        ref={field}
        type="tel"
        autoComplete="tel"
        className={inputClassName ? `PhoneInputInput ${inputClassName}` : 'PhoneInputInput'}
        {...input}
        id={id}
        name={name}
        defaultValue={firstText}
        onInput={onEdit}
        onPaste={(event) => {
          // Pasted text goes in as typed (a paste a script sends has no text of its own), for the
          // interactive field to read when it arrives.
          const text = event.clipboardData.getData('text');
          const target = event.currentTarget;
          event.preventDefault();
          target.setRangeText(text, target.selectionStart ?? target.value.length, target.selectionEnd ?? target.value.length, 'end');
          onEdit();
        }}
      />
    </div>
  );
}
