'use client';

import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { site, whatsappHref } from '@/content/site';
import { timing } from '@/content/timing';
import { leadEndpoint, leadFormAttributes } from '@/lib/lead';
import { bookingAttribute, bookingUrl } from '@/lib/booking';
import { contactLimits, countFromShare, type ContactField } from '@/lib/contact';
import { formatNumber } from '@/lib/format';
import { topicLabel, type TopicOption } from '@/content/contactTopics';
import { contactFormNotice } from '@/content/legal';
import { Link } from '@/components/ui/Link';
import { PhoneField } from './PhoneField';
import { honeypotName, minorName, phoneCountryName, useContactForm } from './useContactForm';
import styles from './ContactForm.module.css';

/** Where a plain (no-script) post to a backend that supports redirects brings the visitor back. */
export const sentAnchor = 'lead-sent';

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const countId = 'contact-message-count';
const phoneDigitsPattern = '[^0-9]*([0-9][^0-9]*){6,}';

/**
 * The counselling form (spec §5): four required fields, errors as text under each field, focus to
 * the first invalid one, a success dialog. With NEXT_PUBLIC_LEAD_ENDPOINT set at build time it
 * delivers the lead and shows success only once the receiver has taken it; without one it sends
 * nothing (spec §7). The state and the way to the receiver are useContactForm's.
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
  const { values, topic, minor, errors, sendState, sent, enhanced, formRef, submitRef, closeRef, update, changeTopic, changeMinor, onSubmit, closeDialog } = useContactForm({
    endpoint,
    topics,
  });
  const messageCount = values.message.length >= contactLimits.message * countFromShare;

  /** The field's error and, for the message near its limit, its count, as the field's description. */
  const a11y = (field: ContactField) => {
    const describedBy = [errors[field] && errorId(field), field === 'message' && messageCount && countId].filter(Boolean).join(' ');
    return { ...(errors[field] ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  };

  /** One labelled field: its label, the control, and the field's error under it when it has one. */
  const fieldRow = (field: ContactField, label: string, control: React.ReactNode, wide = false) => (
    <div className={clsx(styles.field, wide && styles.wide)} data-field="">
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      {control}
      {field === 'message' && messageCount ? (
        <p id={countId} className={styles.count}>
          {formatNumber(values.message.length)} of {formatNumber(contactLimits.message)} characters
        </p>
      ) : null}
      {errors[field] ? (
        <p id={errorId(field)} className={styles.error}>
          <CircleAlert aria-hidden="true" size={16} className={styles.errorIcon} />
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  const topicOptions =
    topic && !topics.some((option) => option.value === topic)
      ? [...topics, { value: topic, label: topicLabel(topic) }]
      : topics;

  const sending = sendState === 'sending';
  const reachUs = (
    <>
      call us on <a href={site.phone.href}>{site.phone.display}</a> or e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
    </>
  );

  const submitButton = (
    <button
      ref={submitRef}
      type="submit"
      disabled={sending}
      className={buttonClass('primary', 'lg', styles.submit)}
      {...(endpoint ? {} : { 'data-nojs-hide': '' })}
    >
      {sending ? 'Sending…' : 'Send Message'}
    </button>
  );

  return (
    <>
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
      {/* method="post": a plain submit never puts personal data in the address. With a receiver
          configured, a visitor without JavaScript posts to it; a Send tapped while the script is still
          on its way is held and sent once it runs (lib/lead.ts holdEarlySubmit). */}
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={endpoint ?? undefined}
        noValidate={enhanced}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-busy={sending}
        {...{ [leadFormAttributes.form]: '' }}
        // The early-submit script marks a Send held before hydration on this element, by design.
        suppressHydrationWarning
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
            {/* Without a script there is nowhere to send to: this disabled first submit button makes
                Enter in a field do nothing, instead of a post that reloads the page empty. */}
            <button type="submit" disabled hidden />
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
              maxLength={contactLimits.name}
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
              maxLength={contactLimits.email}
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
              countryName={phoneCountryName}
              required
              // Without a script the field still shows its calling code: at least six digits make a number.
              pattern={phoneDigitsPattern}
              title="Your mobile number, with its country code"
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
              maxLength={contactLimits.message}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              className={clsx(styles.control, styles.textarea)}
              {...a11y('message')}
            />,
            true,
          )}

          {/* Optional. Ticked, a parent's or guardian's contact is asked for (shown by the stylesheet, so
              the tick works from the first paint and without a script). */}
          <div className={clsx(styles.field, styles.wide, styles.minor)}>
            <div className={styles.check}>
              <input
                id="contact-minor"
                name={minorName}
                type="checkbox"
                checked={minor}
                onChange={(event) => changeMinor(event.target.checked)}
                aria-describedby="contact-minor-hint"
              />
              <label htmlFor="contact-minor">I am under 18</label>
            </div>
            <p id="contact-minor-hint" className={styles.hint}>
              Then we need your parent’s or guardian’s consent before we help you, so please tell us how to reach them.
            </p>
          </div>

          <div className={styles.guardian}>
            {fieldRow(
              'guardian',
              'Parent’s or guardian’s mobile number or e-mail',
              <input
                id={fieldId('guardian')}
                name="guardian"
                type="text"
                autoComplete="off"
                maxLength={contactLimits.guardian}
                value={values.guardian}
                onChange={(event) => update('guardian', event.target.value)}
                className={styles.control}
                {...a11y('guardian')}
              />,
              true,
            )}
          </div>
        </div>

        <div>
          {/* Always in the page, so screen readers announce the message the moment it appears. */}
          <div role="alert">
            {sendState === 'failed' ? (
              <div className={styles.alert}>
                <TriangleAlert aria-hidden="true" size={20} className={styles.alertIcon} />
                <p>
                  <strong>Your message could not be sent.</strong> Everything you typed is still in the form, so you can
                  try again in a moment, or {reachUs}
                </p>
              </div>
            ) : sendState === 'unconfirmed' ? (
              <div className={styles.alert}>
                <TriangleAlert aria-hidden="true" size={20} className={styles.alertIcon} />
                <p>
                  <strong>We could not confirm that your message arrived.</strong> The connection gave no answer in time.
                  Everything you typed is still in the form, and sending it again is safe: we will receive it only once.
                  Or {reachUs}
                </p>
              </div>
            ) : null}
          </div>

          <p className={styles.notice}>
            {contactFormNotice(endpoint !== null)}{' '}
            <Link href="/privacy-policy#contact-form">Privacy Policy</Link>
          </p>

          {/* Shown (by the stylesheet) only while a Send tapped before the script ran is held. */}
          <p className={styles.queued} role="status">
            <span>Your message will be sent as soon as the page has finished loading.</span>
          </p>

          {bookingUrl ? (
            // With a booking page set, a visitor can pick a time instead of waiting for our call.
            <div className={styles.sendRow}>
              {submitButton}
              <a href={bookingUrl} {...{ [bookingAttribute]: bookingUrl }} rel="external" className={buttonClass('secondary', 'lg')}>
                Book a call instead
              </a>
            </div>
          ) : (
            submitButton
          )}
        </div>
      </form>

      <Dialog open={sent} onClose={closeDialog} labelledBy="contact-success-title" settleMs={timing.dialogSettleMs}>
        <div className={styles.success}>
          <CircleCheck aria-hidden="true" size={48} className={styles.successIcon} />
          <h2 id="contact-success-title" className={styles.successTitle}>
            Success!
          </h2>
          <p>Thank you for your message. We will get back to you soon!</p>
          <button ref={closeRef} type="button" className={buttonClass('primary')} onClick={closeDialog}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
