'use client';

import { useEffect, useState } from 'react';
import PhoneInput, { type Country, type FlagProps } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { detectCountry, internationalFromText, moveToCountry, specDefaultCountry } from '@/lib/phone';
import { Img } from '@/components/ui/Img';

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

interface PhoneFieldProps {
  id: string;
  name: string;
  /** E.164, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The international phone field (spec §5: default country US). It starts on the visitor's own
 * country when the browser says where they are, switches country when an international number is
 * pasted or typed with its "+", and keeps typed digits when the country is changed by hand.
 */
export function PhoneField({ value, onChange, className, inputClassName, ...input }: PhoneFieldProps) {
  const [defaultCountry, setDefaultCountry] = useState<Country>(specDefaultCountry);

  // The server cannot know where the visitor is; the library moves an untouched field to this country.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the browser's time zone and locale after hydration
    setDefaultCountry(detectCountry());
  }, []);

  const keepDigits = (country: Country) => {
    const moved = moveToCountry(value, country);
    if (moved) onChange(moved);
    return moved !== null;
  };

  return (
    <PhoneInput
      {...input}
      international
      defaultCountry={defaultCountry}
      flagComponent={FlagImage}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ keepDigits }}
      autoComplete="tel"
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      className={className}
      numberInputProps={{
        className: inputClassName,
        // A pasted "+44 …" replaces the whole field and picks its country, instead of being appended
        // to the "+1" already there (where the library would drop it).
        onPaste: (event: React.ClipboardEvent<HTMLInputElement>) => {
          const number = internationalFromText(event.clipboardData.getData('text'));
          if (number) {
            event.preventDefault();
            onChange(number);
          }
        },
        // A typed "+" starts a new international number: it replaces what is there, so the digits
        // after it choose the country.
        onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
          if (event.key === '+') event.currentTarget.select();
        },
      }}
    />
  );
}
