import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Country } from 'react-phone-number-input';
import { PhoneField } from './PhoneField';
import { PhoneFieldShell } from './PhoneFieldShell';
import { phoneCountryList } from '@/lib/phoneCountries';

const props = {
  id: 'contact-phone',
  name: 'phone',
  countryName: 'phoneCountry',
  className: 'phone',
  inputClassName: 'control',
  required: true,
  pattern: '[^0-9]*([0-9][^0-9]*){6,}',
  title: 'Your mobile number, with its country code',
  'aria-describedby': 'contact-phone-error',
  'aria-invalid': true as const,
};

/** Markup as a browser reads it: elements, their attributes in a fixed order, and text. */
function normalised(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const element of root.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return root.innerHTML;
}

function Host({ country, value, onEdit }: { country: Country; value: string; onEdit: () => void }) {
  return (
    <>
      <label htmlFor="contact-phone">Mobile Number</label>
      <PhoneFieldShell {...props} countryLabel="Phone number country" countries={phoneCountryList} country={country} value={value} onEdit={onEdit} />
    </>
  );
}

describe('PhoneFieldShell', () => {
  it('draws on the server exactly what the interactive field draws, so either hydrates the page', () => {
    const shell = renderToString(<PhoneFieldShell {...props} countryLabel="Phone number country" countries={phoneCountryList} country="US" value="" onEdit={() => {}} />);
    const field = renderToString(<PhoneField {...props} value="" onChange={() => {}} />);
    expect(normalised(shell)).toBe(normalised(field));
  });

  it('moves an untouched field to the browser’s country, with its calling code and flag', () => {
    const { rerender } = render(<Host country="US" value="" onEdit={() => {}} />);
    rerender(<Host country="IN" value="" onEdit={() => {}} />);
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('+91');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
    expect(document.querySelector('img')).toHaveAttribute('alt', 'India');
  });

  it('draws a restored number as it is, until the interactive field formats it', () => {
    const { rerender } = render(<Host country="IN" value="" onEdit={() => {}} />);
    rerender(<Host country="IN" value="+919876543210" onEdit={() => {}} />);
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('+919876543210');
  });

  it('keeps what the visitor typed or picked, and says so', () => {
    const onEdit = jest.fn();
    function Typing() {
      const [country, setCountry] = useState<Country>('US');
      return (
        <>
          <Host country={country} value="" onEdit={onEdit} />
          <button type="button" onClick={() => setCountry('IN')}>
            Detected
          </button>
        </>
      );
    }
    render(<Typing />);
    const input = screen.getByLabelText('Mobile Number');
    fireEvent.input(input, { target: { value: '+1 202 555 0123' } });
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Detected' }));
    expect(input).toHaveValue('+1 202 555 0123');
    const select = screen.getByRole('combobox', { name: 'Phone number country' });
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(onEdit).toHaveBeenCalledTimes(2);
    expect(document.querySelector('img')).toHaveAttribute('alt', 'United Kingdom');
  });
});
