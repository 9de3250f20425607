'use client';

import clsx from 'clsx';
import { useRef, useState } from 'react';
import { leadFormAttributes } from '@/lib/lead';
import { contactLimits, countFromShare, type ContactMessages } from '@/lib/contact';
import { phoneCountryName } from '@/lib/contactDom';
import type { PhoneCountryList } from '@/lib/phoneCountries';
import { topicLabel, type TopicOption } from '@/content/contactTopics';
import { ContactFieldRow, fieldA11y, fieldId } from './ContactField';
import { ContactPhone } from './ContactPhone';
import { MinorFields } from './MinorFields';
import { SendRow } from './SendRow';
import type { SendStatusMessages } from './SendStatus';
import { SuccessDialog } from './SuccessDialog';
import { honeypotName, useContactForm } from './useContactForm';
import styles from './ContactForm.module.css';

const phoneDigitsPattern = '[^0-9]*([0-9][^0-9]*){6,}';

/** The words the form's script draws, as plain strings in the page's language (content/i18n `contact`). */
export interface ContactFormWords {
  labels: { name: string; email: string; phone: string; topic: string; message: string; minor: string; guardian: string; phoneTitle: string; trap: string };
  errors: ContactMessages;
  /** The phone field's country select. */
  phoneCountry: string;
  /** "{count} of {limit} characters", filled in as the message nears its limit. */
  count: string;
  send: string;
  sending: string;
  bookCall: string;
  successTitle: string;
  close: string;
}

/** The form's words that need no script (ContactForm draws them on the server and hands them in). */
export interface ContactFormTexts {
  /** The words the script draws (labels, errors, buttons). */
  words: ContactFormWords;
  /** The topics' names in the page's language, by value; the lead still names the topic in English. */
  topicNames?: Record<string, string>;
  /** A translation's locale, which the phone field's countries are named and sorted in. */
  phoneLocale?: string;
  /** Where a plain post comes back to, with its success note; only with a receiver. */
  sent: { redirect: string; note: React.ReactNode } | null;
  /** Without a receiver: what to do instead, shown when scripts do not run. */
  noScript: React.ReactNode;
  /** Beside Send: what is collected and why, with the privacy policy. */
  notice: React.ReactNode;
  /** What a send that failed, or whose delivery could not be confirmed, says (with how else to reach the firm). */
  sendStatus: SendStatusMessages;
  /** The optional "Nearest office" select, plain HTML the form reads when it sends. */
  office: React.ReactNode;
  /** The "Language for the call" select, the same. */
  callLanguage: React.ReactNode;
  /** Above the fields: which ones are required. */
  required: React.ReactNode;
  /** Under "I am under 18": why a parent's or guardian's contact is asked for. */
  minorHint: React.ReactNode;
  /** Shown while a Send tapped before the script ran is held. */
  queued: React.ReactNode;
  /** The success dialog's words under its heading. */
  thanks: React.ReactNode;
  /** Under the message's count when a paste did not fit. */
  pasteCut: React.ReactNode;
  /** The icons beside a field's error and the success dialog's heading. */
  icons: { error: React.ReactNode; success: React.ReactNode };
}

/**
 * The counselling form's view (spec §5), over useContactForm: four required fields, errors as text
 * under each field, focus to the first invalid one, a success dialog. ContactForm gives it its words.
 */
export function ContactFormView({
  labelledBy,
  topics,
  phoneCountries,
  endpoint,
  texts,
}: {
  labelledBy?: string;
  topics: TopicOption[];
  phoneCountries: PhoneCountryList;
  endpoint: string | null;
  texts: ContactFormTexts;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { words } = texts;
  const form = useContactForm({ endpoint, topics, phoneCountries, messages: words.errors, refs: { formRef, submitRef, closeRef } });
  const { values, errors, topic } = form;
  const counted = values.message.length >= contactLimits.message * countFromShare;
  // A paste longer than the room left: the browser keeps only what fits (maxLength), so say so.
  const [pasteCut, setPasteCut] = useState(false);
  const a11y = (field: Parameters<typeof fieldA11y>[0]) => fieldA11y(field, errors, counted);

  const topicOptions =
    topic && !topics.some((option) => option.value === topic)
      ? [...topics, { value: topic, label: topicLabel(topic) }]
      : topics;

  const sending = form.sendState === 'sending';

  return (
    <>
      {texts.sent?.note}
      {/* method="post": a plain submit never puts personal data in the address. With a receiver
          configured, a visitor without JavaScript posts to it; a Send tapped while the script is still
          on its way is held and sent once it runs (lib/lead.ts holdEarlySubmit). Turning to the form
          fetches the phone field's metadata, so it is there by the time a number is typed. */}
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={endpoint ?? undefined}
        noValidate={form.enhanced}
        onSubmit={form.onSubmit}
        onFocus={form.wantPhone}
        onPointerDown={form.wantPhone}
        aria-labelledby={labelledBy}
        aria-busy={sending}
        {...{ [leadFormAttributes.form]: '' }}
        // The early-submit script marks a Send held before hydration on this element, by design.
        suppressHydrationWarning
      >
        {texts.sent ? <input type="hidden" name="_redirect" value={texts.sent.redirect} /> : texts.noScript}
        {texts.required}

        {/* Spam trap: out of sight and out of the tab order; a person never fills it, a bot does. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{words.labels.trap}</label>
          <input id="contact-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={styles.grid}>
          <ContactFieldRow field="name" label={words.labels.name} error={errors.name} errorIcon={texts.icons.error}>
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={contactLimits.name}
              value={values.name}
              onChange={(event) => form.update('name', event.target.value)}
              className={styles.control}
              {...a11y('name')}
            />
          </ContactFieldRow>

          <ContactFieldRow field="email" label={words.labels.email} error={errors.email} errorIcon={texts.icons.error}>
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={contactLimits.email}
              value={values.email}
              onChange={(event) => form.update('email', event.target.value)}
              className={styles.control}
              {...a11y('email')}
            />
          </ContactFieldRow>

          <ContactFieldRow field="phone" label={words.labels.phone} error={errors.phone} errorIcon={texts.icons.error}>
            <ContactPhone
              id={fieldId('phone')}
              name="phone"
              countryName={phoneCountryName}
              required
              // Without a script the field still shows its calling code: at least six digits make a number.
              pattern={phoneDigitsPattern}
              title={words.labels.phoneTitle}
              value={values.phone}
              onChange={(value) => form.update('phone', value)}
              ready={form.phone}
              country={form.phoneCountry}
              countries={phoneCountries}
              countryLabel={words.phoneCountry}
              locale={texts.phoneLocale}
              onEdit={() => {
                form.editPhone();
                form.wantPhone();
              }}
              className={clsx(styles.phone, errors.phone && styles.phoneInvalid)}
              inputClassName={styles.control}
              {...a11y('phone')}
            />
          </ContactFieldRow>

          <div className={styles.field}>
            <label htmlFor="contact-topic" className={styles.label}>
              {words.labels.topic}
            </label>
            <select
              id="contact-topic"
              name="topic"
              value={topic}
              onChange={(event) => form.changeTopic(event.target.value)}
              className={clsx(styles.control, styles.select)}
            >
              {topicOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {texts.topicNames?.[option.value] ?? option.label}
                </option>
              ))}
            </select>
          </div>

          {texts.office}

          {texts.callLanguage}

          <ContactFieldRow
            field="message"
            label={words.labels.message}
            error={errors.message}
            errorIcon={texts.icons.error}
            count={counted ? values.message.length : undefined}
            countWords={words.count}
            countNote={pasteCut ? texts.pasteCut : undefined}
            wide
          >
            <textarea
              id={fieldId('message')}
              name="message"
              rows={5}
              required
              maxLength={contactLimits.message}
              value={values.message}
              onChange={(event) => {
                form.update('message', event.target.value);
                if (event.target.value.length < contactLimits.message) setPasteCut(false);
              }}
              onPaste={(event) => {
                const box = event.currentTarget;
                const kept = box.value.length - (box.selectionEnd - box.selectionStart);
                setPasteCut(kept + event.clipboardData.getData('text').length > contactLimits.message);
              }}
              className={clsx(styles.control, styles.textarea)}
              {...a11y('message')}
            />
          </ContactFieldRow>

          <MinorFields
            minor={form.minor}
            guardian={values.guardian}
            errors={errors}
            onMinor={form.changeMinor}
            onGuardian={(value) => form.update('guardian', value)}
            errorIcon={texts.icons.error}
            hint={texts.minorHint}
            labels={words.labels}
          />
        </div>

        <SendRow
          state={form.sendState}
          statusMessages={texts.sendStatus}
          notice={texts.notice}
          queued={texts.queued}
          words={words}
          submitRef={submitRef}
          hiddenWithoutScript={!endpoint}
        />
      </form>

      <SuccessDialog open={form.sent} onClose={form.closeDialog} closeRef={closeRef} icon={texts.icons.success} thanks={texts.thanks} words={words} />
    </>
  );
}
