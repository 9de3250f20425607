'use client';

import { useLayoutEffect, useRef } from 'react';
import type { PhoneFieldState } from '@/lib/contactDom';
import type { Country } from 'react-phone-number-input';
import type { PhoneCountryList } from '@/lib/phoneCountries';
import type { PhoneReady } from './useContactForm';
import { PhoneFieldShell, type PhoneInputAttributes } from './PhoneFieldShell';

interface ContactPhoneProps extends PhoneInputAttributes {
  id: string;
  name: string;
  countryName: string;
  value: string;
  onChange: (value: string) => void;
  /** The interactive field, once its metadata is here; until then the drawn one. */
  ready: PhoneReady | null;
  /** The country the drawn field starts on. */
  country: Country;
  /** The drawn field's countries. */
  countries: PhoneCountryList;
  /** The visitor typed into or picked in the drawn field. */
  onEdit: () => void;
  /** The country select's name in the page's language. */
  countryLabel: string;
  /** A translation's locale: the interactive field then names and sorts the countries as `countries` does. */
  locale?: string;
}

/**
 * The form's phone field: drawn without metadata (PhoneFieldShell) until the form has fetched it,
 * then the interactive PhoneField in its place, with the focus the drawn one had.
 */
export function ContactPhone({ ready, country, countries, onEdit, onChange, countryLabel, locale, ...field }: ContactPhoneProps) {
  // The drawn field as it left the page.
  const left = useRef<PhoneFieldState | null>(null);

  useLayoutEffect(() => {
    if (!ready) return;
    const was = left.current;
    left.current = null;
    // Keys typed into the drawn field after the form read it, while this field was on its way in
    // (a phone typing as the metadata lands): read the number again, or they would be lost.
    const retyped = was !== null && was.text !== ready.text;
    if (retyped) onChange(was.touched ? ready.runtime.phoneTypedOver(was.text, was.prefill, was.country) : '');
    if (!(was ? was.focused : ready.focus)) return;
    const input = document.getElementById(field.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    // Typing goes on where it stopped: over all of the number if it was selected, else at its end
    // (where the number read again, drawn next, also leaves the caret).
    if (was?.selectedAll) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
    // Once, when the interactive field arrives (onChange is the latest render's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, field.id]);

  if (!ready)
    return (
      <PhoneFieldShell
        {...field}
        country={country}
        countries={countries}
        countryLabel={countryLabel}
        onEdit={onEdit}
        onLeave={(state) => {
          left.current = state;
        }}
      />
    );
  const { PhoneField } = ready.runtime;
  // In a translation the library names its countries from `labels`: the names the drawn field showed.
  const translated = locale ? { locales: locale, labels: { ...Object.fromEntries(countries), country: countryLabel } } : {};
  return <PhoneField {...field} {...translated} onChange={onChange} startCountry={ready.country} />;
}
