import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from 'react-phone-number-input';
import { PhoneField } from './PhoneField';

// The field starts on the country the browser reports; each test says which one that is.
let browser: Country = 'IN';
jest.mock('@/lib/phone', () => ({ ...jest.requireActual('@/lib/phone'), detectCountry: () => browser }));

/** The field as ContactForm holds it: the E.164 value in state, every change also reported to `changed`. */
function Host({ changed, initial = '' }: { changed: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Mobile Number</label>
      <PhoneField
        id="phone"
        name="phone"
        value={value}
        onChange={(next) => {
          changed(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

function renderField(country: Country, initial?: string) {
  browser = country;
  const changed = jest.fn<void, [string]>();
  const user = userEvent.setup();
  render(<Host changed={changed} initial={initial} />);
  const input = screen.getByLabelText('Mobile Number') as HTMLInputElement;
  const select = screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement;
  const value = () => screen.getByTestId('value').textContent;
  return { changed, user, input, select, value };
}

/** The whole text set by one input event, as browser autofill (and Playwright's fill) does. */
function setWhole(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

describe('PhoneField', () => {
  it.each([
    ['IN', '+91'],
    ['US', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
  ] as const)('starts on the browser’s country (%s) with its calling code (%s) shown', (country, code) => {
    const { input, select } = renderField(country);
    expect(select.value).toBe(country);
    expect(input.value).toBe(code);
  });

  it('reads a national number on a country that shares its calling code (CA) as that country’s', async () => {
    const { changed, user, input, select } = renderField('CA');
    await user.tripleClick(input);
    await user.keyboard('604 555 0123');
    expect(changed).toHaveBeenLastCalledWith('+16045550123');
    expect(select.value).toBe('CA');
  });

  describe.each([
    ['IN', '9876543210', '+919876543210'],
    ['IN', '098765 43210', '+919876543210'],
    ['US', '4155552671', '+14155552671'],
    ['US', '(415) 555-2671', '+14155552671'],
    ['US', '1 415 555 2671', '+14155552671'],
    ['GB', '020 7946 0321', '+442079460321'],
    ['GB', '07400 123456', '+447400123456'],
  ] as const)('a national number on %s: %p', (country, text, expected) => {
    it('set whole (autofill) belongs to the selected country', () => {
      const { changed, input, select, value } = renderField(country);
      setWhole(input, text);
      expect(changed).toHaveBeenLastCalledWith(expected);
      expect(value()).toBe(expected);
      expect(select.value).toBe(country);
      expect(input.value.replace(/\D/g, '')).toMatch(new RegExp(`${expected.replace(/\D/g, '').slice(-6)}$`));
    });

    it('typed key by key after clearing the field gives the same number', async () => {
      const { changed, user, input, select, value } = renderField(country);
      await user.clear(input);
      await user.type(input, text);
      expect(changed).toHaveBeenLastCalledWith(expected);
      expect(value()).toBe(expected);
      expect(select.value).toBe(country);
    });

    it('typed over the selected calling code gives the same number', async () => {
      const { changed, user, input } = renderField(country);
      await user.tripleClick(input);
      await user.keyboard(text);
      expect(changed).toHaveBeenLastCalledWith(expected);
    });
  });

  describe.each([
    ['IN', '0044 20 7946 0321', '+442079460321', 'GB', '+44 20 7946 0321'],
    ['IN', '+44 20 7946 0321', '+442079460321', 'GB', '+44 20 7946 0321'],
    ['GB', '0091 98765 43210', '+919876543210', 'IN', '+91 98765 43210'],
    ['US', '011 44 20 7946 0321', '+442079460321', 'GB', '+44 20 7946 0321'],
    ['US', '0044 20 7946 0321', '+442079460321', 'GB', '+44 20 7946 0321'],
    ['AU', '0011 44 20 7946 0321', '+442079460321', 'GB', '+44 20 7946 0321'],
  ] as const)('an international number on %s: %p', (country, text, expected, picked, shown) => {
    it('set whole picks its own country', () => {
      const { changed, input, select } = renderField(country);
      setWhole(input, text);
      expect(changed).toHaveBeenLastCalledWith(expected);
      expect(select.value).toBe(picked);
      expect(input.value).toBe(shown);
    });

    it('typed key by key after clearing gives the same number and country', async () => {
      const { changed, user, input, select } = renderField(country);
      await user.clear(input);
      await user.type(input, text);
      expect(changed).toHaveBeenLastCalledWith(expected);
      expect(select.value).toBe(picked);
      expect(input.value).toBe(shown);
    });
  });

  it('digits typed after the calling code it shows are that country’s number', async () => {
    const { changed, user, input } = renderField('IN');
    await user.click(input);
    await user.keyboard('{End}9876543210');
    expect(changed).toHaveBeenLastCalledWith('+919876543210');
    expect(input.value).toBe('+91 98765 43210');
  });

  it('a typed "+" starts a new international number that picks its country', async () => {
    const { changed, user, input, select } = renderField('IN');
    await user.click(input);
    await user.keyboard('{End}98765+447400123456');
    expect(changed).toHaveBeenLastCalledWith('+447400123456');
    expect(select.value).toBe('GB');
    expect(input.value).toBe('+44 7400 123456');
  });

  it('a pasted international number replaces the calling code and picks its country', async () => {
    const { changed, user, input, select } = renderField('US');
    await user.click(input);
    await user.paste('+91 98765 43210');
    expect(changed).toHaveBeenLastCalledWith('+919876543210');
    expect(select.value).toBe('IN');
    expect(input.value).toBe('+91 98765 43210');
  });

  it('a pasted national number over the selected field belongs to the selected country', async () => {
    const { changed, user, input, select } = renderField('IN');
    await user.tripleClick(input);
    await user.paste('98765 43210');
    expect(changed).toHaveBeenLastCalledWith('+919876543210');
    expect(select.value).toBe('IN');
  });

  it('a national number typed after a "+" left from the calling code is the visitor’s own once they leave the field', async () => {
    const { changed, user, input, select } = renderField('IN');
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}');
    await user.keyboard('9876543210');
    // Read on the way as Iran's +98 (which it cannot be) ...
    expect(select.value).toBe('IR');
    await user.tab();
    // ... and as India's once the visitor moves on.
    expect(changed).toHaveBeenLastCalledWith('+919876543210');
    expect(select.value).toBe('IN');
  });

  it('keeps the digits when another country is picked', async () => {
    const { changed, user, input, select } = renderField('US');
    await user.click(input);
    await user.keyboard('{End}98765');
    await user.selectOptions(select, 'IN');
    expect(changed).toHaveBeenLastCalledWith('+9198765');
    expect(input.value).toBe('+91 98765');
  });

  it.each([
    ['GB', '+44', '7400123456', '+447400123456'],
    ['CA', '+1', '6045550123', '+16045550123'],
  ] as const)('shows the calling code of a country picked on an empty field (%s)', async (picked, code, digits, expected) => {
    const { user, input, select } = renderField('US');
    await user.selectOptions(select, picked);
    expect(input.value).toBe(code);
    expect(select.value).toBe(picked);
    await user.type(input, digits);
    expect(screen.getByTestId('value')).toHaveTextContent(expected);
    expect(select.value).toBe(picked);
  });

  it('shows a number set from outside (a restored draft) and the calling code again after a reset', async () => {
    const { user, input, select } = renderField('US', '+919876543210');
    expect(input.value).toBe('+91 98765 43210');
    expect(select.value).toBe('IN');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('+1');
    expect(select.value).toBe('US');
  });
});
