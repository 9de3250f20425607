'use client';

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isValidPhoneNumber, type Country } from 'react-phone-number-input';
import { timing } from '@/content/timing';
import { cleanTopic, topicLabel, type TopicOption } from '@/content/contactTopics';
import { buildLeadPayload, landingUtm, leadDeliveredEvent, leadFormAttributes, sendLead, type SendResult } from '@/lib/lead';
import {
  contactDraftKey,
  emptyContactValues,
  formFields,
  newLeadId,
  parseDraft,
  serializeDraft,
  submissionFingerprint,
  submissionFor,
  validateContact,
  withinLimits,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type Submission,
} from '@/lib/contact';
import { detectCountry, phoneFromText } from '@/lib/phone';

/** Name of the hidden spam trap (the name Formspree also honours). */
export const honeypotName = '_gotcha';

/** Name of the phone field's country select, as the plain post without a script sends it. */
export const phoneCountryName = 'phoneCountry';

/** Name of the "I am under 18" checkbox. */
export const minorName = 'minor';

export type SendState = 'idle' | 'sending' | Exclude<SendResult, 'sent'>;

function loadDraft(): ContactDraft | null {
  try {
    return parseDraft(window.sessionStorage.getItem(contactDraftKey));
  } catch {
    return null;
  }
}

function storeDraft(draft: ContactDraft | null) {
  try {
    const raw = draft && serializeDraft(draft);
    if (raw) window.sessionStorage.setItem(contactDraftKey, raw);
    else window.sessionStorage.removeItem(contactDraftKey);
  } catch {
    // Storage can be full or blocked (private browsing): the form still works, just without a draft.
  }
}

/** The country a number typed before the script ran belongs to: the visitor's pick, else where they are. */
function countryBeforeHydration(select: Element | RadioNodeList | null): Country {
  if (select instanceof HTMLSelectElement) {
    const picked = select.selectedOptions[0];
    // The server drew the spec's default; only a country the visitor chose themselves is theirs.
    if (picked && !picked.defaultSelected && /^[A-Z]{2}$/.test(picked.value)) return picked.value as Country;
  }
  return detectCountry();
}

/**
 * The number typed before the script ran. The server drew the field with the spec's default calling
 * code ("+1") before anyone knew where the visitor is; a visitor in India who types their number
 * after it means an Indian national number, not an American one that cannot exist.
 */
function phoneBeforeHydration(form: HTMLFormElement): string {
  const input = form.elements.namedItem('phone');
  if (!(input instanceof HTMLInputElement)) return '';
  const country = countryBeforeHydration(form.elements.namedItem(phoneCountryName));
  const read = phoneFromText(input.value, country);
  if (!read || isValidPhoneNumber(read)) return read;
  const prefill = input.defaultValue.trim();
  const afterPrefill = prefill && input.value.trim().startsWith(prefill) ? phoneFromText(input.value.trim().slice(prefill.length), country) : '';
  return afterPrefill && isValidPhoneNumber(afterPrefill) ? afterPrefill : read;
}

/** Values typed into the server-rendered form before its script ran (React would otherwise discard them). */
function typedBeforeHydration(form: HTMLFormElement): { values: Partial<ContactValues>; topic: string | null; minor: boolean } {
  const text = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
  const values: Partial<ContactValues> = {};
  for (const field of ['name', 'email', 'message', 'guardian'] as const) {
    if (text(field).trim() !== '') values[field] = text(field);
  }
  const phone = phoneBeforeHydration(form);
  if (phone) values.phone = phone;
  const select = form.elements.namedItem('topic');
  const topic = select instanceof HTMLSelectElement && select.value ? select.value : null;
  const minor = form.elements.namedItem(minorName);
  return { values, topic, minor: minor instanceof HTMLInputElement && minor.checked };
}

/**
 * The counselling form's state and its way to the receiver; ContactForm is the view over it.
 * Nothing typed is lost on the way: a draft per tab (saved when typing pauses or the page is left),
 * text typed and a Send tapped before the script ran, a failed or unconfirmed delivery and a double
 * submit all keep the visitor's words; each enquiry keeps one id across its tries.
 */
export function useContactForm({ endpoint, topics }: { endpoint: string | null; topics: TopicOption[] }) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [topic, setTopic] = useState('');
  const [minor, setMinor] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendState, setSendState] = useState<SendState>('idle');
  const [sent, setSent] = useState(false);
  // Native validation (required, type=email) guards the form until the script can do better.
  const [enhanced, setEnhanced] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusFirstError = useRef(false);
  // Set synchronously, so a second click or Enter in the same moment cannot start a second send.
  const busy = useRef(false);
  const submission = useRef<Submission | null>(null);
  const pendingDraft = useRef<ContactDraft | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveDraftNow = (draft: ContactDraft | null = pendingDraft.current) => {
    clearTimeout(saveTimer.current);
    pendingDraft.current = null;
    if (draft) storeDraft(draft);
  };
  const saveDraftSoon = (draft: ContactDraft) => {
    pendingDraft.current = draft;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(saveDraftNow, timing.draftSaveMs);
  };
  const forgetDraft = () => {
    clearTimeout(saveTimer.current);
    pendingDraft.current = null;
    submission.current = null;
    storeDraft(null);
  };

  /** A delivered lead (or, without a receiver, a logged one): the spec's success dialog, and a clean form. */
  const succeed = () => {
    // The submit button had focus before it was disabled: give it back first, so the dialog returns
    // focus there when it closes.
    flushSync(() => setSendState('idle'));
    submitRef.current?.focus();
    setErrors({});
    setValues(emptyContactValues);
    setMinor(false);
    forgetDraft();
    setSent(true);
  };

  const submit = async (current: ContactValues, currentTopic: string, currentMinor: boolean) => {
    if (busy.current) return;
    const found = validateContact(current, currentMinor);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      setErrors(found);
      return;
    }
    if (!endpoint) {
      // Spec §7: without a configured receiver the form sends nothing; it only logs the data locally.
      const { guardian, ...adult } = current;
      const logged = currentMinor ? { ...adult, minor: true, guardian } : adult;
      console.info('Contact form submitted (logged locally, not sent):', { ...logged, topic: topicLabel(currentTopic, topics) });
      return succeed();
    }
    busy.current = true;
    setSendState('sending');
    const enquiry = submissionFor(submission.current, submissionFingerprint(current, currentTopic, currentMinor), newLeadId);
    submission.current = enquiry;
    // Kept before the request leaves, so a reload mid-send retries under the same id.
    saveDraftNow({ values: current, topic: currentTopic, minor: currentMinor, submission: enquiry });
    const trap = formRef.current?.elements.namedItem(honeypotName);
    const payload = buildLeadPayload(current, {
      id: enquiry.id,
      topic: topicLabel(currentTopic, topics),
      page: window.location.pathname,
      now: new Date(),
      locale: navigator.language || 'en',
      utm: landingUtm(window.sessionStorage),
      honeypot: trap instanceof HTMLInputElement ? trap.value : '',
      guardian: currentMinor ? current.guardian : '',
    });
    const result = await sendLead(endpoint, payload, { timeoutMs: timing.leadTimeoutMs });
    busy.current = false;
    if (result === 'sent') {
      // Measurement (lib/analyticsSender.ts, only in a build that has it) counts a lead the receiver
      // accepted; a DOM event keeps the sender out of the form's code. No lead data goes with it.
      window.dispatchEvent(new Event(leadDeliveredEvent));
      return succeed();
    }
    flushSync(() => setSendState(result));
    submitRef.current?.focus();
  };

  // The page is static HTML: a saved draft, what was typed before hydration and the URL's ?topic= can
  // only be read in the browser (typing just done wins over an older draft). A Send tapped before
  // now was held by the inline script (lib/lead.ts holdEarlySubmit): it is sent now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = loadDraft();
    const typed = typedBeforeHydration(form);
    const restored = withinLimits({ ...(draft?.values ?? emptyContactValues), ...typed.values });
    const fromUrl = cleanTopic(new URLSearchParams(window.location.search).get('topic'));
    const restoredTopic = typed.topic ?? (fromUrl || draft?.topic || '');
    const restoredMinor = typed.minor || draft?.minor === true;
    submission.current = draft?.submission ?? null;
    setValues(restored);
    setTopic(restoredTopic);
    setMinor(restoredMinor);
    setEnhanced(true);
    if (Object.keys(typed.values).length > 0 || typed.minor) {
      storeDraft({ values: restored, topic: restoredTopic, minor: restoredMinor, submission: submission.current });
    }
    form.setAttribute(leadFormAttributes.ready, '');
    if (form.hasAttribute(leadFormAttributes.queued)) {
      form.removeAttribute(leadFormAttributes.queued);
      void submit(restored, restoredTopic, restoredMinor);
    }
    // Once, at hydration: later renders must not restore or resend anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A draft waiting for a pause in typing is saved at once when the page is hidden or left.
  useEffect(() => {
    const flush = () => saveDraftNow();
    const flushIfHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushIfHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushIfHidden);
      flush();
    };
    // saveDraftNow reads only refs.
  }, []);

  // After the errors render (so aria-invalid and aria-describedby are in place), focus the first one.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = formFields.find((field) => errors[field]);
    const input = first && document.getElementById(`contact-${first}`);
    if (!input) return;
    // Focus alone scrolls just the input into view, leaving its label under the sticky header: bring
    // the whole field (label, input, error) in below the header first (html's scroll-padding-top).
    input.closest('[data-field]')?.scrollIntoView({ block: 'nearest' });
    input.focus({ preventScroll: true });
  }, [errors]);

  // Runs after the dialog's own effect has opened it: start on its one control. (The dialog puts
  // focus back where it was, on the submit button, when it closes.)
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  const update = (field: ContactField, value: string) => {
    if (values[field] === value) return;
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraftSoon({ values: next, topic, minor, submission: submission.current });
    // Spec §4: each edit clears that field's error.
    if (errors[field]) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    }
  };

  const changeTopic = (value: string) => {
    setTopic(value);
    saveDraftSoon({ values, topic: value, minor, submission: submission.current });
  };

  const changeMinor = (value: boolean) => {
    setMinor(value);
    saveDraftSoon({ values, topic, minor: value, submission: submission.current });
    if (!value && errors.guardian) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest.guardian;
        return rest;
      });
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values, topic, minor);
  };

  return {
    values,
    topic,
    minor,
    errors,
    sendState,
    sent,
    enhanced,
    formRef,
    submitRef,
    closeRef,
    update,
    changeTopic,
    changeMinor,
    onSubmit,
    closeDialog: () => setSent(false),
  };
}
