'use client';

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { parsePhoneNumber } from 'react-phone-number-input';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import type { ContactFormValues } from '@/content/types';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { site, whatsappHref } from '@/content/site';
import { timing } from '@/content/timing';
import { buildLeadPayload, landingUtm, leadEndpoint, looksLikeBot, sendLead } from '@/lib/lead';
import { invalidPhoneMessage, isInvalidPhone } from '@/lib/phone';
import { cleanTopic, topicLabel, type TopicOption } from '@/content/contactTopics';
import { PhoneField } from './PhoneField';
import styles from './ContactForm.module.css';

export type ContactField = keyof ContactFormValues;
type Errors = Partial<Record<ContactField, string>>;

/** In the order they appear, so the first invalid one gets focus. */
export const contactFields: ContactField[] = ['name', 'email', 'phone', 'message'];

/** Spec §5 and §8, word for word. */
export const contactErrors: Record<ContactField, string> = {
  name: 'Please enter Full Name.',
  email: 'Please enter Email address.',
  phone: 'Please Enter Mobile Number.',
  message: 'Please enter your Message.',
};

/**
 * sessionStorage key of the unsent draft: a reload restores it, and each tab keeps its own, so two
 * tabs with the form open never overwrite each other's words.
 */
export const contactDraftKey = 'contact-draft';

const emptyValues: ContactFormValues = { name: '', email: '', phone: '', message: '' };
const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

/**
 * Spec §5: all four fields are required, with the spec's message for each empty one. Beyond the
 * spec (issue 9), a phone number that cannot be one of its country's gets its own message, so a
 * lead never arrives with a number nobody can call.
 */
export function validateContact(values: ContactFormValues): Errors {
  const errors: Errors = {};
  for (const field of contactFields) {
    if (values[field].trim() === '') errors[field] = contactErrors[field];
  }
  if (!errors.phone && isInvalidPhone(values.phone)) errors.phone = invalidPhoneMessage;
  return errors;
}

/** Name of the hidden spam trap (the name Formspree also honours for plain posts). */
export const honeypotName = '_gotcha';

/** Where a plain (no-script) post to a backend that supports redirects brings the visitor back. */
export const sentAnchor = 'lead-sent';

interface Draft {
  values: ContactFormValues;
  topic: string;
}

function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(contactDraftKey);
    if (!raw) return null;
    const data = JSON.parse(raw) as { values?: Record<string, unknown>; topic?: unknown } | null;
    if (!data || typeof data !== 'object') return null;
    const values = { ...emptyValues };
    for (const field of contactFields) {
      const value = data.values?.[field];
      if (typeof value === 'string') values[field] = value;
    }
    return { values, topic: typeof data.topic === 'string' ? cleanTopic(data.topic) : '' };
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft) {
  try {
    if (contactFields.every((field) => draft.values[field] === '')) window.sessionStorage.removeItem(contactDraftKey);
    else window.sessionStorage.setItem(contactDraftKey, JSON.stringify(draft));
  } catch {
    // Storage can be full or blocked (private browsing): the form still works, just without a draft.
  }
}

function clearDraft() {
  try {
    window.sessionStorage.removeItem(contactDraftKey);
  } catch {
    // As above: nothing was saved, so there is nothing to clear.
  }
}

/** Values typed into the server-rendered form before its script ran (React would otherwise discard them). */
function typedBeforeHydration(form: HTMLFormElement): { values: Partial<ContactFormValues>; topic: string | null } {
  const text = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
  const values: Partial<ContactFormValues> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (text(field).trim() !== '') values[field] = text(field);
  }
  // The phone box shows "+1" (or another calling code) on its own: only a number with digits counts.
  const phone = parsePhoneNumber(text('phone').replace(/[^\d+]/g, ''));
  if (phone?.nationalNumber) values.phone = phone.number;
  const select = form.elements.namedItem('topic');
  const topic = select instanceof HTMLSelectElement && select.value ? select.value : null;
  return { values, topic };
}

type SendState = 'idle' | 'sending' | 'failed';

/**
 * The counselling form (spec §5): four required fields, errors as text under each field, focus to
 * the first invalid one, a success dialog. With NEXT_PUBLIC_LEAD_ENDPOINT set at build time it
 * delivers the lead and shows success only once the receiver has taken it; without one it sends
 * nothing (spec §7). Nothing typed is lost on the way: a draft per tab, text typed before the script
 * ran, a failed delivery and a double submit all keep the visitor's words.
 */
export function ContactForm({
  labelledBy,
  topics,
  endpoint = leadEndpoint,
}: {
  labelledBy?: string;
  /** The subjects to choose from (content/contactTopics `topicOptions`, with the destinations'). */
  topics: TopicOption[];
  /** Where leads go; the build-time setting unless a test passes its own. */
  endpoint?: string | null;
}) {
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  const [topic, setTopic] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sendState, setSendState] = useState<SendState>('idle');
  const [sent, setSent] = useState(false);
  const focusFirstError = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Set synchronously, so a second click or Enter in the same moment cannot start a second send.
  const busy = useRef(false);
  // Spam trap: when the form became usable, and whether the words in it were there before that.
  const startedAt = useRef(0);
  const hadPriorInput = useRef(false);

  // The page is static HTML: what was typed before hydration, a saved draft and the URL's ?topic=
  // can only be read in the browser. Typing just done wins over an older draft.
  useEffect(() => {
    startedAt.current = Date.now();
    const draft = readDraft();
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : { values: {}, topic: null };
    const restored = { ...(draft?.values ?? emptyValues), ...typed.values };
    const fromUrl = cleanTopic(new URLSearchParams(window.location.search).get('topic'));
    const restoredTopic = typed.topic ?? (fromUrl || draft?.topic || '');
    hadPriorInput.current = contactFields.some((field) => restored[field] !== '');
    setValues(restored);
    setTopic(restoredTopic);
    if (Object.keys(typed.values).length > 0) writeDraft({ values: restored, topic: restoredTopic });
  }, []);

  // After the errors render (so aria-invalid and aria-describedby are in place), focus the first one.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = contactFields.find((field) => errors[field]);
    const input = first && document.getElementById(fieldId(first));
    if (!input) return;
    // Focus alone scrolls just the input into view, leaving its label under the sticky header: bring
    // the whole field (label, input, error) in below the header first (html's scroll-padding-top).
    input.closest(`.${styles.field}`)?.scrollIntoView({ block: 'nearest' });
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
    writeDraft({ values: next, topic });
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
    writeDraft({ values, topic: value });
  };

  /** A delivered (or deliberately dropped) lead: the spec's success dialog, and a clean form. */
  const succeed = () => {
    // The submit button had focus before it was disabled: give it back first, so the dialog returns
    // focus there when it closes.
    flushSync(() => setSendState('idle'));
    submitRef.current?.focus();
    setErrors({});
    setValues(emptyValues);
    clearDraft();
    hadPriorInput.current = false;
    startedAt.current = Date.now();
    setSent(true);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const found = validateContact(values);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      setErrors(found);
      return;
    }
    const honeypot = event.currentTarget.elements.namedItem(honeypotName);
    const bot = looksLikeBot({
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      startedAt: startedAt.current,
      now: Date.now(),
      minFillMs: timing.leadMinFillMs,
      hadPriorInput: hadPriorInput.current,
    });
    // A tripped trap looks like success to the bot and sends nothing.
    if (bot) return succeed();
    if (!endpoint) {
      // Spec §7: without a configured receiver the form sends nothing; it only logs the data locally.
      console.info('Contact form submitted (logged locally, not sent):', { ...values, topic: topicLabel(topic, topics) });
      return succeed();
    }
    busy.current = true;
    setSendState('sending');
    const payload = buildLeadPayload(values, {
      topic: topicLabel(topic, topics),
      page: window.location.pathname,
      now: new Date(),
      locale: navigator.language || 'en',
      utm: landingUtm(window.sessionStorage),
    });
    const result = await sendLead(endpoint, payload, { timeoutMs: timing.leadTimeoutMs });
    busy.current = false;
    if (result === 'sent') return succeed();
    flushSync(() => setSendState('failed'));
    submitRef.current?.focus();
  };

  const a11y = (field: ContactField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        <CircleAlert aria-hidden="true" size={16} className={styles.errorIcon} />
        {errors[field]}
      </p>
    ) : null;

  /** One labelled field: its label, the control, and the field's error under it when it has one. */
  const fieldRow = (field: ContactField, label: string, control: React.ReactNode, wide = false) => (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      {control}
      {errorText(field)}
    </div>
  );

  const topicOptions =
    topic && !topics.some((option) => option.value === topic)
      ? [...topics, { value: topic, label: topicLabel(topic) }]
      : topics;

  const sending = sendState === 'sending';

  return (
    <>
      {/* method="post": a submit before the script runs never puts personal data in the address. With a
          receiver configured, that plain post goes to it; without one there is nowhere to post to. */}
      {endpoint ? (
        // Where a plain post (no script) comes back to, when the receiver honours _redirect: shown only
        // as the address's #target, so it needs no script either.
        <p id={sentAnchor} className={styles.sentNote} tabIndex={-1}>
          <CircleCheck aria-hidden="true" size={20} className={styles.successIcon} />
          <span>
            <strong>Success!</strong> Thank you for your message. We will get back to you soon!
          </span>
        </p>
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={endpoint ?? undefined}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-busy={sending}
      >
        {endpoint ? (
          <input type="hidden" name="_redirect" value={`${site.url}/contact-us#${sentAnchor}`} />
        ) : (
          <noscript>
            <p className={styles.noscript}>
              This form needs JavaScript to send. You can still reach us by e-mail at{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>, by phone on <a href={site.phone.href}>{site.phone.display}</a>{' '}
              or on <a href={whatsappHref()}>WhatsApp</a>.
            </p>
          </noscript>
        )}
        <p className={styles.note}>Full name, email address, mobile number and message are required.</p>

        {/* Spam trap: out of sight and out of the tab order; a person never fills it, a bot does. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={styles.grid}>
          {fieldRow(
            'name',
            'Full Name',
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
              className={styles.control}
              {...a11y('name')}
            />,
          )}

          {fieldRow(
            'email',
            'Email address',
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
              className={styles.control}
              {...a11y('email')}
            />,
          )}

          {fieldRow(
            'phone',
            'Mobile Number',
            <PhoneField
              id={fieldId('phone')}
              name="phone"
              required
              value={values.phone}
              onChange={(value) => update('phone', value)}
              className={clsx(styles.phone, errors.phone && styles.phoneInvalid)}
              inputClassName={styles.control}
              {...a11y('phone')}
            />,
          )}

          <div className={styles.field}>
            <label htmlFor="contact-topic" className={styles.label}>
              Topic
            </label>
            <select
              id="contact-topic"
              name="topic"
              value={topic}
              onChange={(event) => changeTopic(event.target.value)}
              className={clsx(styles.control, styles.select)}
            >
              {topicOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>

          {fieldRow(
            'message',
            'Message',
            <textarea
              id={fieldId('message')}
              name="message"
              rows={5}
              required
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              className={clsx(styles.control, styles.textarea)}
              {...a11y('message')}
            />,
            true,
          )}
        </div>

        <div>
        {/* Always in the page, so screen readers announce the message the moment it appears. */}
        <div role="alert">
          {sendState === 'failed' ? (
            <div className={styles.alert}>
              <TriangleAlert aria-hidden="true" size={20} className={styles.alertIcon} />
              <p>
                <strong>Your message could not be sent.</strong> Everything you typed is still in the form, so you can
                try again in a moment, or call us on <a href={site.phone.href}>{site.phone.display}</a> or e-mail{' '}
                <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            </div>
          ) : null}
        </div>

        <button ref={submitRef} type="submit" disabled={sending} className={buttonClass('primary', 'lg', styles.submit)}>
          {sending ? 'Sending…' : 'Send Message'}
        </button>
        </div>
      </form>

      <Dialog open={sent} onClose={() => setSent(false)} labelledBy="contact-success-title" settleMs={timing.dialogSettleMs}>
        <div className={styles.success}>
          <CircleCheck aria-hidden="true" size={48} className={styles.successIcon} />
          <h2 id="contact-success-title" className={styles.successTitle}>
            Success!
          </h2>
          <p>Thank you for your message. We will get back to you soon!</p>
          <button ref={closeRef} type="button" className={buttonClass('primary')} onClick={() => setSent(false)}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
