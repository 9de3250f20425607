import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContactForm } from './ContactForm';
import type { PhoneRuntime } from './phoneLoader';
import { phoneCountryList } from '@/lib/phoneCountries';
import { siteContactTopics } from '@/lib/testing';

// The phone field's metadata arrives when the test says so.
let arrive: () => void = () => {};
const load = jest.fn(
  () =>
    new Promise<PhoneRuntime>((resolve) => {
      arrive = () => resolve(jest.requireActual('./phoneRuntime') as PhoneRuntime);
    }),
);
jest.mock('./phoneLoader', () => ({ loadPhoneRuntime: () => load() }));

const field = {
  name: () => screen.getByLabelText('Full Name'),
  email: () => screen.getByLabelText('Email address'),
  phone: () => screen.getByLabelText('Mobile Number') as HTMLInputElement,
  message: () => screen.getByLabelText('Message', { exact: true }),
  country: () => screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement,
};

/** The metadata arrives; `meanwhile` runs after the form has read the drawn field, before React swaps it in. */
async function arriveThen(meanwhile: () => void) {
  await act(async () => {
    arrive();
    await Promise.resolve();
    await Promise.resolve();
    meanwhile();
  });
}

function renderForm() {
  render(<ContactForm topics={siteContactTopics} phoneCountries={phoneCountryList} />);
}

beforeEach(() => {
  load.mockClear();
  window.sessionStorage.clear();
});

describe('the phone field’s metadata', () => {
  it('is fetched only once the visitor turns to the form, and only once', () => {
    renderForm();
    expect(load).not.toHaveBeenCalled();
    expect(field.phone()).toHaveValue('+1');
    fireEvent.focus(field.name());
    fireEvent.focus(field.email());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a number typed into the field while it was on its way, keeping the focus there', async () => {
    renderForm();
    field.phone().focus();
    fireEvent.input(field.phone(), { target: { value: '+44 7400 123456' } });
    expect(field.phone()).toHaveValue('+44 7400 123456');
    await act(async () => arrive());
    await waitFor(() => expect(field.country().value).toBe('GB'));
    expect(field.phone()).toHaveValue('+44 7400 123456');
    expect(field.phone()).toHaveFocus();
  });

  it('keeps keys typed after the form read the drawn field and before the interactive one replaced it', async () => {
    renderForm();
    field.phone().focus();
    fireEvent.input(field.phone(), { target: { value: '+44 7400' } });
    const drawn = field.phone();
    // The form has read "+44 7400"; the swap is not drawn yet when the visitor types on.
    await arriveThen(() => fireEvent.input(field.phone(), { target: { value: '+44 7400 123456' } }));
    await waitFor(() => expect(field.phone()).not.toBe(drawn));
    expect(field.country().value).toBe('GB');
    expect(field.phone()).toHaveValue('+44 7400 123456');
    expect(field.phone()).toHaveFocus();
    expect(field.phone().selectionStart).toBe(field.phone().value.length);
  });

  /** The metadata arrives right after `typed` (the first key or two); the interactive field shows `shown`. */
  async function arriveAfter(typed: string, shown: string) {
    renderForm();
    field.phone().focus();
    fireEvent.input(field.phone(), { target: { value: typed } });
    const drawn = field.phone();
    await act(async () => arrive());
    await waitFor(() => expect(field.phone()).not.toBe(drawn));
    expect(field.phone()).toHaveValue(shown);
  }

  it('keeps a first digit typed just before it arrived, and the digits typed after it', async () => {
    await arriveAfter('+19', '+1 9');
    fireEvent.change(field.phone(), { target: { value: '+1 98765' } });
    fireEvent.change(field.country(), { target: { value: 'IN' } });
    await waitFor(() => expect(field.phone()).toHaveValue('+91 98765'));
  });

  it('keeps a "+" typed just before it arrived, so the digits after it still choose the country', async () => {
    await arriveAfter('+1+4', '+4');
    fireEvent.change(field.phone(), { target: { value: '+44 7400 123456' } });
    await waitFor(() => expect(field.country().value).toBe('GB'));
  });

  it('keeps a whole-text selection made in the drawn field, so the next key replaces the number', async () => {
    renderForm();
    field.phone().focus();
    fireEvent.input(field.phone(), { target: { value: '+91 98765' } });
    const drawn = field.phone();
    await arriveThen(() => field.phone().select());
    await waitFor(() => expect(field.phone()).not.toBe(drawn));
    const input = field.phone();
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('holds a Send with a number until it can read it, then sends the number read', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    renderForm();
    fireEvent.change(field.name(), { target: { value: 'Asha Rao' } });
    fireEvent.change(field.email(), { target: { value: 'asha@example.com' } });
    fireEvent.input(field.phone(), { target: { value: '+44 7400 123456' } });
    fireEvent.change(field.message(), { target: { value: 'Autumn intake.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(info).not.toHaveBeenCalled();
    await act(async () => arrive());
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ name: 'Asha Rao', phone: '+447400123456' }));
    info.mockRestore();
  });

  it('is not needed to say which fields are missing', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // At once, while the metadata has not arrived.
    expect(screen.getByText('Please Enter Mobile Number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter Full Name.')).toBeInTheDocument();
  });
});
