'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Country } from 'react-phone-number-input';
import { leadTimeoutMs } from '@/content/timing';
import { cleanTopic, topicLabel, type TopicOption } from '@/content/contactTopics';
import { buildLeadPayload, landingUtm, leadDeliveredEvent, leadFormAttributes, sendLead, type SendResult } from '@/lib/lead';
import {
  emptyContactValues,
  formFields,
  loadDraft,
  newLeadId,
  storeDraft,
  submissionFingerprint,
  submissionFor,
  validateContact,
  type ContactMessages,
  withinLimits,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type Submission,
} from '@/lib/contact';
import { changedChoices, readChoices, readPhoneField, resetChoices, typedBeforeHydration } from '@/lib/contactDom';
import { detectCountry, specDefaultCountry } from '@/lib/browserCountry';
import type { PhoneCountryList } from '@/lib/phoneCountries';
import { loadPhoneRuntime, type PhoneRuntime } from './phoneLoader';
import { useDraftSaver } from './useDraftSaver';

export { minorName, phoneCountryName } from '@/lib/contactDom';

/** Name of the hidden spam trap (the name Formspree also honours). */
export const honeypotName = '_gotcha';

export type SendState = 'idle' | 'sending' | Exclude<SendResult, 'sent'>;

/** The interactive phone field once its metadata is here, and how it takes over from the drawn one. */
export interface PhoneReady {
  runtime: PhoneRuntime;
  /** The country the drawn field showed. */
  country: Country;
  /** The drawn field had focus: the interactive one takes it. */
  focus: boolean;
  /** The drawn field's text the form read: what the visitor types after it is read again (ContactPhone). */
  text: string;
}

export interface ContactFormRefs {
  formRef: React.RefObject<HTMLFormElement | null>;
  submitRef: React.RefObject<HTMLButtonElement | null>;
  closeRef: React.RefObject<HTMLButtonElement | null>;
}

const session = () => window.sessionStorage;

/**
 * The counselling form's state and its way to the receiver; ContactFormView is the view over it.
 * Nothing typed is lost on the way: a draft per tab (useDraftSaver),
 * text typed and a Send tapped before the script ran, a failed or unconfirmed delivery and a double
 * submit all keep the visitor's words; each enquiry keeps one id across its tries. The phone
 * field's metadata is fetched once the visitor turns to the form, or a number must be read.
 */
export function useContactForm({
  endpoint,
  topics,
  phoneCountries,
  messages,
  refs: { formRef, submitRef, closeRef },
}: {
  endpoint: string | null;
  topics: TopicOption[];
  phoneCountries: PhoneCountryList;
  /** What a field that cannot be sent says, in the page's language. */
  messages: ContactMessages;
  /** The view's form, Send button and dialog Close button (the view owns them, so this returns plain state). */
  refs: ContactFormRefs;
}) {
  /** Where the browser says the visitor is, among the countries the phone field knows. */
  const browser = () => detectCountry((region) => phoneCountries.some(([country]) => country === region));
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [topic, setTopic] = useState('');
  const [minor, setMinor] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendState, setSendState] = useState<SendState>('idle');
  const [sent, setSent] = useState(false);
  // Native validation (required, type=email) guards the form until the script can do better.
  const [enhanced, setEnhanced] = useState(false);
  // The country the drawn phone field starts on: the spec's on the server, the browser's once it runs.
  const [phoneCountry, setPhoneCountry] = useState<Country>(specDefaultCountry);
  const [phone, setPhone] = useState<PhoneReady | null>(null);
  const focusFirstError = useRef(false);
  // Set synchronously, so a second click or Enter in the same moment cannot start a second send.
  const busy = useRef(false);
  // From a success until its dialog closes: a second Enter or click that lands before React has drawn
  // the cleared form (a fast receiver answers within that time) must not send the same enquiry again.
  const sentShown = useRef(false);
  const submission = useRef<Submission | null>(null);
  const phoneLoad = useRef<Promise<{ runtime: PhoneRuntime; typed: string | null }> | null>(null);
  // What the form holds now, for work that finishes after a render (the phone field's arrival).
  const latest = useRef({ values, topic, minor });
  useLayoutEffect(() => {
    latest.current = { values, topic, minor };
  });

  const { saveNow: saveDraftNow, saveSoon: saveDraftSoon, forget } = useDraftSaver();
  const forgetDraft = () => {
    forget();
    submission.current = null;
  };
  const clearError = (field: ContactField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  /**
   * Fetches the interactive phone field (once) and puts it in place of the drawn one, reading the
   * number typed into that one meanwhile: `typed` is that number, or null when nothing was typed.
   */
  const ensurePhone = () => {
    phoneLoad.current ??= loadPhoneRuntime().then(
      (runtime) => {
        const drawn = formRef.current && readPhoneField(formRef.current, browser());
        const typed = drawn?.touched ? runtime.phoneTypedOver(drawn.text, drawn.prefill, drawn.country) : null;
        if (typed !== null) {
          const now = latest.current;
          const next = { ...now.values, phone: typed };
          setValues(next);
          clearError('phone');
          saveDraftSoon({ values: next, topic: now.topic, minor: now.minor, submission: submission.current });
        }
        setPhone({ runtime, country: drawn?.country ?? browser(), focus: drawn?.focused ?? false, text: drawn?.text ?? '' });
        return { runtime, typed };
      },
      (error: unknown) => {
        phoneLoad.current = null;
        throw error;
      },
    );
    return phoneLoad.current;
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
    resetChoices(formRef.current);
    forgetDraft();
    sentShown.current = true;
    setSent(true);
  };

  const submit = async (current: ContactValues, currentTopic: string, currentMinor: boolean) => {
    if (busy.current || sentShown.current) return;
    const drawn = !phone && formRef.current ? readPhoneField(formRef.current, browser()) : null;
    if (drawn && (drawn.touched || current.phone)) {
      // A number to read, and the field that reads it is not here yet: send once it is.
      busy.current = true;
      const loaded = await ensurePhone().catch(() => null);
      busy.current = false;
      return send({ ...current, phone: loaded?.typed ?? current.phone }, currentTopic, currentMinor, loaded?.runtime ?? null);
    }
    return send(current, currentTopic, currentMinor, phone?.runtime ?? null);
  };

  const send = async (current: ContactValues, currentTopic: string, currentMinor: boolean, runtime: PhoneRuntime | null) => {
    // Without the rules (their script failed to load) the number goes as typed: the firm can still call.
    const found = validateContact(current, { minor: currentMinor, isInvalidPhone: runtime?.isInvalidPhone ?? (() => false), messages });
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      setErrors(found);
      return;
    }
    const { office, callLanguage } = readChoices(formRef.current);
    if (!endpoint) {
      // Spec §7: without a configured receiver the form sends nothing; it only logs the data locally.
      const { guardian, ...adult } = current;
      const logged = currentMinor ? { ...adult, minor: true, guardian } : adult;
      console.info('Contact form submitted (logged locally, not sent):', {
        ...logged,
        topic: topicLabel(currentTopic, topics),
        ...(office ? { office } : {}),
        callLanguage,
      });
      return succeed();
    }
    busy.current = true;
    setSendState('sending');
    const enquiry = submissionFor(submission.current, submissionFingerprint(current, currentTopic, currentMinor, changedChoices(formRef.current)), newLeadId);
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
      office,
      callLanguage,
    });
    const result = await sendLead(endpoint, payload, { timeoutMs: leadTimeoutMs });
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
  // now was held by the inline script (lib/lead.ts holdEarlySubmit): it is sent now, its number read
  // first when one was typed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = loadDraft(session);
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
    setPhoneCountry(browser());
    if (Object.keys(typed.values).length > 0 || typed.minor) {
      storeDraft(session, { values: restored, topic: restoredTopic, minor: restoredMinor, submission: submission.current });
    }
    form.setAttribute(leadFormAttributes.ready, '');
    const queued = form.hasAttribute(leadFormAttributes.queued);
    form.removeAttribute(leadFormAttributes.queued);
    if (queued) void submit(restored, restoredTopic, restoredMinor);
    // A number typed before now, or one restored, is read and shown by the interactive field.
    else if (readPhoneField(form, browser())?.touched || restored.phone) void ensurePhone().catch(() => {});
    // Once, at hydration: later renders must not restore or resend anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
  }, [sent, closeRef]);

  const update = (field: ContactField, value: string) => {
    if (values[field] === value) return;
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraftSoon({ values: next, topic, minor, submission: submission.current });
    // Spec §4: each edit clears that field's error.
    clearError(field);
  };

  const changeTopic = (value: string) => {
    setTopic(value);
    saveDraftSoon({ values, topic: value, minor, submission: submission.current });
  };

  const changeMinor = (value: boolean) => {
    setMinor(value);
    saveDraftSoon({ values, topic, minor: value, submission: submission.current });
    if (!value) clearError('guardian');
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
    phoneCountry,
    phone,
    update,
    changeTopic,
    changeMinor,
    /** The visitor turned to the form (or typed into the drawn phone field): fetch the phone field now. */
    wantPhone: () => void ensurePhone().catch(() => {}),
    /** An edit of the drawn phone field: like any edit, it clears the field's error. */
    editPhone: () => clearError('phone'),
    onSubmit,
    closeDialog: () => {
      sentShown.current = false;
      setSent(false);
    },
  };
}
