/**
 * What the counselling form's fields hold in the page itself, read without React: the page is
 * static HTML, so a visitor can type, tick and pick before the form's script runs (and before the
 * phone field's metadata arrives), and React would otherwise discard it. Each reader is tested on
 * its own (lib/contactDom.test.ts).
 */
import { changedControls } from './changedControls';
import type { Country } from 'react-phone-number-input';
import type { ContactValues } from './contact';

/** Name of the phone field's country select, as the plain post without a script sends it. */
export const phoneCountryName = 'phoneCountry';

/** Name of the "I am under 18" checkbox. */
export const minorName = 'minor';

/**
 * The form's plain selects: "Nearest office" (optional) and "Language for the call". ContactForm draws
 * them on the server and the form reads them when it sends; they are not React's state, so they work
 * before and without any script.
 */
export const choiceNames = { office: 'office', callLanguage: 'callLanguage' } as const;

export type FormChoices = Record<keyof typeof choiceNames, string>;

const choiceSelect = (form: HTMLFormElement | null, name: string) => {
  const select = form?.elements.namedItem(name);
  return select instanceof HTMLSelectElement ? select : null;
};

/** What each select holds now (its default where the form has none). */
export function readChoices(form: HTMLFormElement | null): FormChoices {
  const read = (name: string) => choiceSelect(form, name)?.value ?? '';
  return { office: read(choiceNames.office), callLanguage: read(choiceNames.callLanguage) };
}

/** Only what the visitor changed from each select's default: what makes an enquiry a new one. */
export function changedChoices(form: HTMLFormElement | null): Partial<FormChoices> {
  const changed = changedControls(form, 'name');
  return Object.fromEntries(
    (Object.keys(choiceNames) as (keyof typeof choiceNames)[]).flatMap((key) => {
      const value = changed[choiceNames[key]];
      return typeof value === 'string' ? [[key, value]] : [];
    }),
  );
}

/** Back to each select's default, for the next enquiry. */
export function resetChoices(form: HTMLFormElement | null) {
  for (const name of Object.values(choiceNames)) {
    const select = choiceSelect(form, name);
    if (select) for (const option of select.options) option.selected = option.defaultSelected;
  }
}

/** Text fields read as typed; the phone number is the phone field's own (readPhoneField). */
const textFields = ['name', 'email', 'message', 'guardian'] as const;

/** Text typed, the topic picked and the under-18 tick given in the form before its script ran. */
export function typedBeforeHydration(form: HTMLFormElement): {
  values: Partial<ContactValues>;
  topic: string | null;
  minor: boolean;
} {
  // The server draws these fields empty, the topic at its first option and the box unticked.
  const changed = changedControls(form, 'name');
  const values: Partial<ContactValues> = {};
  for (const field of textFields) {
    const text = changed[field];
    if (typeof text === 'string' && text.trim() !== '') values[field] = text;
  }
  const topic = changed.topic;
  return { values, topic: typeof topic === 'string' && topic ? topic : null, minor: changed[minorName] === true };
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
