'use client';

import { useLayoutEffect } from 'react';
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
}

/**
 * The form's phone field: drawn without metadata (PhoneFieldShell) until the form has fetched it,
 * then the interactive PhoneField in its place, with the focus the drawn one had.
 */
export function ContactPhone({ ready, country, countries, onEdit, onChange, ...field }: ContactPhoneProps) {
  useLayoutEffect(() => {
    if (!ready?.focus) return;
    const input = document.getElementById(field.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    // Typing goes on where it stopped: at the end of the number.
    input.setSelectionRange(input.value.length, input.value.length);
  }, [ready, field.id]);

  if (!ready) return <PhoneFieldShell {...field} country={country} countries={countries} onEdit={onEdit} />;
  const { PhoneField } = ready.runtime;
  return <PhoneField {...field} onChange={onChange} startCountry={ready.country} />;
}
