import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { site, whatsappHref } from '@/content/site';
import { offices } from '@/content/offices';
import { contactFormNotice } from '@/content/contactNotice';
import type { TopicOption } from '@/content/contactTopics';
import { leadEndpoint } from '@/lib/lead';
import { contactLimits } from '@/lib/contact';
import { choiceNames } from '@/lib/contactDom';
import { callLanguages, defaultCallLanguage } from '@/content/callLanguages';
import { formatNumber, phoneText } from '@/lib/format';
import type { PhoneCountryList } from '@/lib/phoneCountries';
import { Link } from '@/components/ui/Link';
import { ContactFormView } from './ContactFormView';
import styles from './ContactForm.module.css';

/** Where a plain (no-script) post to a backend that supports redirects brings the visitor back. */
export const sentAnchor = 'lead-sent';

/**
 * The counselling form (spec §5): four required fields, errors as text under each field, focus to
 * the first invalid one, a success dialog. With NEXT_PUBLIC_LEAD_ENDPOINT set at build time it
 * delivers the lead and shows success only once the receiver has taken it; without one it sends
 * nothing (spec §7). Its words that need no script are drawn here, on the server, so the form's
 * script carries only what it does (ContactFormView, useContactForm).
 */
export function ContactForm({
  labelledBy,
  topics,
  phoneCountries,
  endpoint = leadEndpoint,
}: {
  labelledBy?: string;
  /** The subjects to choose from (content/contactTopics `topicOptions`, with the destinations'). */
  topics: TopicOption[];
  /** The phone field's countries (lib/phoneCountries.ts `phoneCountryList`), drawn before its metadata arrives. */
  phoneCountries: PhoneCountryList;
  /** Where leads go; the build-time setting unless a test passes its own. */
  endpoint?: string | null;
}) {
  // Spec §5's words after a delivered lead: in the success dialog, and on the page a plain post returns to.
  const thanks = 'Thank you for your message. We will get back to you soon!';
  const sent = endpoint
    ? {
        redirect: `${site.url}/contact-us#${sentAnchor}`,
        // Where a plain post (no script) comes back to, when the receiver honours _redirect: shown only
        // as the address's #target, so it needs no script either.
        note: (
          <p id={sentAnchor} className={styles.sentNote} tabIndex={-1}>
            <CircleCheck aria-hidden="true" size={20} className={styles.successIcon} />
            <span>
              <strong>Success!</strong> {thanks}
            </span>
          </p>
        ),
      }
    : null;
  const noScript = (
    <noscript>
      <p className={styles.noscript}>
        This form needs JavaScript to send. You can still reach us by e-mail at <a href={`mailto:${site.email}`}>{site.email}</a>,
        by phone on <a href={site.phone.href}>{phoneText(site.phone.display)}</a> or on <a href={whatsappHref()}>WhatsApp</a>.
      </p>
      {/* Without a script there is nowhere to send to: this disabled first submit button makes
          Enter in a field do nothing, instead of a post that reloads the page empty. */}
      <button type="submit" disabled hidden />
    </noscript>
  );
  const notice = (
    <p className={styles.notice}>
      {contactFormNotice(endpoint !== null)} <Link href="/privacy-policy#contact-form">Privacy Policy</Link>
    </p>
  );
  // What a send that did not succeed says: how else to reach the firm ends both messages.
  const reachUs = (
    <>
      call us on <a href={site.phone.href}>{phoneText(site.phone.display)}</a> or e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
    </>
  );
  const alertIcon = <TriangleAlert aria-hidden="true" size={20} className={styles.alertIcon} />;
  const sendStatus = {
    failed: (
      <>
        {alertIcon}
        <p>
          <strong>Your message could not be sent.</strong> Everything you typed is still in the form, so you can try again in a
          moment, or {reachUs}
        </p>
      </>
    ),
    unconfirmed: (
      <>
        {alertIcon}
        <p>
          <strong>We could not confirm that your message arrived.</strong> The connection broke or gave no answer in time.
          Everything you typed is still in the form, and sending it again is safe: we will receive it only once. Or {reachUs}
        </p>
      </>
    ),
  };
  // The browser keeps only what fits of a paste (maxLength): what the form says when it cut one.
  const pasteCut = `Only the first ${formatNumber(contactLimits.message)} characters fit: the end of what you pasted was not added. Shorten it, or send the rest in a second message.`;
  // Plain HTML (the form reads it when it sends): it works before and without the form's script, and
  // costs the form's script nothing.
  const office = (
    <div className={styles.officeRow}>
      <div className={styles.field}>
        <label htmlFor="contact-office" className={styles.label}>
          Nearest office <span className={styles.optional}>(optional)</span>
        </label>
        <select
          id="contact-office"
          name={choiceNames.office}
          defaultValue=""
          aria-describedby="contact-office-hint"
          className={clsx(styles.control, styles.select)}
        >
          <option value="">No preference</option>
          {offices.map((place) => (
            // An option holds text only: an invented office says so in words (the cards carry SampleLabel).
            <option key={place.city} value={place.city}>
              {place.sample ? `${place.city} (sample office)` : place.city}
            </option>
          ))}
        </select>
      </div>
      <p id="contact-office-hint" className={styles.hint}>
        Would you like to meet a counsellor in person? Choose the office nearest to you and we pass your enquiry to it.
      </p>
    </div>
  );
  // The same: a family chooses the language a counsellor calls them back in.
  const callLanguage = (
    <div className={styles.officeRow}>
      <div className={styles.field}>
        <label htmlFor="contact-call-language" className={styles.label}>
          Language for the call
        </label>
        <select
          id="contact-call-language"
          name={choiceNames.callLanguage}
          defaultValue={defaultCallLanguage}
          aria-describedby="contact-call-language-hint"
          className={clsx(styles.control, styles.select)}
        >
          {callLanguages.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      <p id="contact-call-language-hint" className={styles.hint}>
        The language your family is most at ease in: a counsellor who speaks it calls you back, or we tell you if none is free.
      </p>
    </div>
  );
  const required = <p className={styles.note}>Full name, email address, mobile number and message are required.</p>;
  const minorHint = 'Then we need your parent’s or guardian’s consent before we help you, so please tell us how to reach them.';
  const queued = 'Your message will be sent as soon as the page has finished loading.';
  const icons = {
    error: <CircleAlert aria-hidden="true" size={16} className={styles.errorIcon} />,
    success: <CircleCheck aria-hidden="true" size={48} className={styles.successIcon} />,
  };
  return (
    <ContactFormView
      labelledBy={labelledBy}
      topics={topics}
      phoneCountries={phoneCountries}
      endpoint={endpoint}
      texts={{ sent, noScript, notice, sendStatus, pasteCut, office, callLanguage, required, minorHint, queued, thanks, icons }}
    />
  );
}
