'use client';

import { useEffect, useRef, useState } from 'react';
import PhoneInput, { type FlagProps } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { CircleAlert, CircleCheck } from 'lucide-react';
import clsx from 'clsx';
import type { ContactFormValues } from '@/content/types';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { site, whatsappHref } from '@/content/site';
import { timing } from '@/content/timing';
import { cleanTopic, contactTopics, topicLabel } from './contactTopics';
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

/** Spec §5: all four fields are required and checked only for emptiness (no format rules). */
export function validateContact(values: ContactFormValues): Errors {
  const errors: Errors = {};
  for (const field of contactFields) {
    if (values[field].trim() === '') errors[field] = contactErrors[field];
  }
  return errors;
}

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

/**
 * The selected country's flag: a self-hosted file (public/images/flags), fetched one at a time, so
 * no third-party CDN and none of the ~250 flag components end up in the bundle.
 */
function FlagImage({ country, countryName }: FlagProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img className="PhoneInputCountryIconImg" src={`/images/flags/${country}.svg`} alt={countryName} width={24} height={16} />
  );
}

/**
 * The counselling form (spec §5): four required fields, errors as text under each field, focus to
 * the first invalid one, a success dialog. It sends nothing (spec §7): a valid submission is logged
 * locally. The draft lives in this tab's sessionStorage until it is sent.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  const [topic, setTopic] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const focusFirstError = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The page is static HTML, so the URL's ?topic= and a saved draft can only be read in the browser.
  useEffect(() => {
    const draft = readDraft();
    const fromUrl = cleanTopic(new URLSearchParams(window.location.search).get('topic'));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time restore from browser-only sources after hydration
    if (draft) setValues(draft.values);
    setTopic(fromUrl || draft?.topic || '');
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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      setErrors(found);
      return;
    }
    // Spec §7: the form sends nothing; it only logs the data locally.
    console.info('Contact form submitted (logged locally, not sent):', { ...values, topic: topicLabel(topic) });
    setErrors({});
    setValues(emptyValues);
    clearDraft();
    setSent(true);
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

  const topicOptions =
    topic && !contactTopics.some((option) => option.value === topic)
      ? [...contactTopics, { value: topic, label: topicLabel(topic) }]
      : contactTopics;

  return (
    <>
      {/* method="post": a submit before the script runs never puts personal data in the address. */}
      <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <noscript>
          <p className={styles.noscript}>
            This form needs JavaScript to send. You can still reach us by e-mail at{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>, by phone on <a href={site.phone.href}>{site.phone.display}</a>{' '}
            or on <a href={whatsappHref()}>WhatsApp</a>.
          </p>
        </noscript>
        <p className={styles.note}>Full name, email address, mobile number and message are required.</p>

        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('name')} className={styles.label}>
              Full Name
            </label>
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
            />
            {errorText('name')}
          </div>

          <div className={styles.field}>
            <label htmlFor={fieldId('email')} className={styles.label}>
              Email address
            </label>
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
            />
            {errorText('email')}
          </div>

          <div className={styles.field}>
            <label htmlFor={fieldId('phone')} className={styles.label}>
              Mobile Number
            </label>
            <PhoneInput
              id={fieldId('phone')}
              name="phone"
              international
              defaultCountry="US"
              flagComponent={FlagImage}
              autoComplete="tel"
              required
              value={values.phone || undefined}
              onChange={(value) => update('phone', value ?? '')}
              className={clsx(styles.phone, errors.phone && styles.phoneInvalid)}
              numberInputProps={{ className: styles.control }}
              {...a11y('phone')}
            />
            {errorText('phone')}
          </div>

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

          <div className={clsx(styles.field, styles.wide)}>
            <label htmlFor={fieldId('message')} className={styles.label}>
              Message
            </label>
            <textarea
              id={fieldId('message')}
              name="message"
              rows={5}
              required
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              className={clsx(styles.control, styles.textarea)}
              {...a11y('message')}
            />
            {errorText('message')}
          </div>
        </div>

        <button type="submit" className={buttonClass('primary', 'lg', styles.submit)}>
          Send Message
        </button>
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
