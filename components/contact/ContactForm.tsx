import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { site, whatsappHref } from '@/content/site';
import { offices } from '@/content/offices';
import { contactFormNotice } from '@/content/contactNotice';
import type { TopicOption } from '@/content/contactTopics';
import { leadEndpoint } from '@/lib/lead';
import { contactLimits } from '@/lib/contact';
import { choiceNames } from '@/lib/contactDom';
import { callLanguages, type CallLanguage } from '@/content/callLanguages';
import { formatNumber, phoneText } from '@/lib/format';
import { englishNames, type SiteLanguage } from '@/content/languages';
import { cityName, dictionary, fill, linkIn, localeOf, officerRole } from '@/lib/i18n';
import { topicName } from '@/lib/contactWords';
import { RichText } from '@/components/ui/RichText';
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
  lang = 'en',
}: {
  labelledBy?: string;
  /** The subjects to choose from (content/contactTopics `topicOptions`, with the destinations'). */
  topics: TopicOption[];
  /** The phone field's countries (lib/phoneCountries.ts `phoneCountryList`), drawn before its metadata arrives. */
  phoneCountries: PhoneCountryList;
  /** Where leads go; the build-time setting unless a test passes its own. */
  endpoint?: string | null;
  /** The page's language: every word of the form, and the language the call defaults to. */
  lang?: SiteLanguage;
}) {
  const t = dictionary(lang).contact;
  const here = linkIn(lang, '/contact-us').href;
  // Spec §5's words after a delivered lead: in the success dialog, and on the page a plain post returns to.
  const thanks = t.thanks;
  const sent = endpoint
    ? {
        redirect: `${site.url}${here}#${sentAnchor}`,
        // Where a plain post (no script) comes back to, when the receiver honours _redirect: shown only
        // as the address's #target, so it needs no script either.
        note: (
          <p id={sentAnchor} className={styles.sentNote} tabIndex={-1}>
            <CircleCheck aria-hidden="true" size={20} className={styles.successIcon} />
            <span>
              <strong>{t.successTitle}</strong> {thanks}
            </span>
          </p>
        ),
      }
    : null;
  const email = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const phone = <a href={site.phone.href}>{phoneText(site.phone.display)}</a>;
  const noScript = (
    <noscript>
      <p className={styles.noscript}>
        <RichText text={t.noScript} parts={{ email, phone, whatsapp: <a href={whatsappHref()}>{t.whatsappShort}</a> }} />
      </p>
      {/* Without a script there is nowhere to send to: this disabled first submit button makes
          Enter in a field do nothing, instead of a post that reloads the page empty. */}
      <button type="submit" disabled hidden />
    </noscript>
  );
  const notice = (
    <p className={styles.notice}>
      {contactFormNotice(endpoint !== null, t, officerRole(lang))} <Link href={`${linkIn(lang, '/privacy-policy').href}#contact-form`}>{t.privacyLink}</Link>
    </p>
  );
  // What a send that did not succeed says: how else to reach the firm ends both messages.
  const alertIcon = <TriangleAlert aria-hidden="true" size={20} className={styles.alertIcon} />;
  const status = (text: string, title: string) => (
    <>
      {alertIcon}
      <p>
        <RichText text={text} parts={{ title: <strong>{title}</strong>, phone, email }} />
      </p>
    </>
  );
  const sendStatus = { failed: status(t.failed, t.failedTitle), unconfirmed: status(t.unconfirmed, t.unconfirmedTitle) };
  // The browser keeps only what fits of a paste (maxLength): what the form says when it cut one.
  const pasteCut = fill(t.pasteCut, { limit: formatNumber(contactLimits.message) });
  // Plain HTML (the form reads it when it sends): it works before and without the form's script, and
  // costs the form's script nothing.
  const office = (
    <div className={styles.officeRow}>
      <div className={styles.field}>
        <label htmlFor="contact-office" className={styles.label}>
          {t.office} <span className={styles.optional}>{t.optional}</span>
        </label>
        <select
          id="contact-office"
          name={choiceNames.office}
          defaultValue=""
          aria-describedby="contact-office-hint"
          className={clsx(styles.control, styles.select)}
        >
          <option value="">{t.noPreference}</option>
          {offices.map((place) => (
            // An option holds text only: an invented office says so in words (the cards carry SampleLabel).
            <option key={place.city} value={place.city}>
              {place.sample ? fill(t.sampleOffice, { city: cityName(lang, place.city) }) : cityName(lang, place.city)}
            </option>
          ))}
        </select>
      </div>
      <p id="contact-office-hint" className={styles.hint}>
        {t.officeHint}
      </p>
    </div>
  );
  // The same: a family chooses the language a counsellor calls them back in, the page's own to start with.
  const firstCall: CallLanguage = englishNames[lang];
  const callLanguage = (
    <div className={styles.officeRow}>
      <div className={styles.field}>
        <label htmlFor="contact-call-language" className={styles.label}>
          {t.callLanguage}
        </label>
        <select
          id="contact-call-language"
          name={choiceNames.callLanguage}
          defaultValue={firstCall}
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
        {t.callLanguageHint}
      </p>
    </div>
  );
  const required = <p className={styles.note}>{t.required}</p>;
  const minorHint = t.minorHint;
  const queued = t.queued;
  const { labels, errors, phoneCountry, count, send, sending, bookCall, successTitle, close } = t;
  const words = { labels, errors, phoneCountry, count, send, sending, bookCall, successTitle, close };
  // The topics' names in the page's language (a translation's): "Study in …" with the country's name.
  const topicNames =
    lang === 'en'
      ? undefined
      : Object.fromEntries(topics.map(({ value, label }) => [value, topicName(t, localeOf(lang), value, label)]));
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
      texts={{ words, topicNames, phoneLocale: lang === 'en' ? undefined : localeOf(lang), sent, noScript, notice, sendStatus, pasteCut, office, callLanguage, required, minorHint, queued, thanks, icons }}
    />
  );
}
