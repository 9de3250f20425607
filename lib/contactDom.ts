/**
 * What the counselling form's fields hold in the page itself, read without React: the page is
 * static HTML, so a visitor can type, tick and pick before the form's script runs (and before the
 * phone field's metadata arrives), and React would otherwise discard it. Each reader is tested on
 * its own (lib/contactDom.test.ts).
 */
import type { Country } from 'react-phone-number-input';
import type { ContactValues } from './contact';

/** Name of the phone field's country select, as the plain post without a script sends it. */
export const phoneCountryName = 'phoneCountry';

/** Name of the "I am under 18" checkbox. */
export const minorName = 'minor';

/** Name of the optional "Nearest office" select: plain HTML, drawn on the server and read when the form sends. */
export const officeName = 'office';

/** The form's office select (ContactForm draws it; it is not React's state, so it works before any script). */
export function officeSelect(form: HTMLFormElement | null): HTMLSelectElement | null {
  const select = form?.elements.namedItem(officeName);
  return select instanceof HTMLSelectElement ? select : null;
}

/** Text fields read as typed; the phone number is the phone field's own (readPhoneField). */
const textFields = ['name', 'email', 'message', 'guardian'] as const;

/** Text typed, the topic picked and the under-18 tick given in the form before its script ran. */
export function typedBeforeHydration(form: HTMLFormElement): {
  values: Partial<ContactValues>;
  topic: string | null;
  minor: boolean;
} {
  const values: Partial<ContactValues> = {};
  for (const field of textFields) {
    const element = form.elements.namedItem(field);
    const text = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
    if (text.trim() !== '') values[field] = text;
  }
  const select = form.elements.namedItem('topic');
  const topic = select instanceof HTMLSelectElement && select.value ? select.value : null;
  const minor = form.elements.namedItem(minorName);
  return { values, topic, minor: minor instanceof HTMLInputElement && minor.checked };
}

/** The phone field as the page holds it, before anything has read its number. */
export interface PhoneFieldState {
  /** The text in the field. */
  text: string;
  /** What the page drew in it (a calling code, or a restored number). */
  prefill: string;
  /** The visitor's country: the one they picked, else the one their browser points to. */
  country: Country;
  /** The visitor typed over the field or picked a country. */
  touched: boolean;
  /** The field has focus (so the field that replaces it takes it over). */
  focused: boolean;
  /** The visitor selected all of its text (Ctrl+A, say), so the next key replaces it: kept across the swap too. */
  selectedAll: boolean;
}

/**
 * The phone field's text and country. A country the visitor chose is theirs; the one the page drew
 * (its default option) says nothing, so `browser`, the browser's country (lib/browserCountry.ts),
 * counts instead.
 */
export function readPhoneField(form: HTMLFormElement, browser: Country): PhoneFieldState | null {
  const input = form.elements.namedItem('phone');
  if (!(input instanceof HTMLInputElement)) return null;
  const select = form.elements.namedItem(phoneCountryName);
  const option = select instanceof HTMLSelectElement ? select.selectedOptions[0] : undefined;
  const picked = option && !option.defaultSelected && /^[A-Z]{2}$/.test(option.value) ? (option.value as Country) : null;
  return {
    text: input.value,
    prefill: input.defaultValue,
    country: picked ?? browser,
    touched: picked !== null || input.value !== input.defaultValue,
    focused: input.ownerDocument.activeElement === input,
    selectedAll: input.value.length > 0 && input.selectionStart === 0 && input.selectionEnd === input.value.length,
  };
}
