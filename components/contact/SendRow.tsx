import { buttonClass } from '@/components/ui/Button';
import { bookingAttribute, bookingUrl } from '@/lib/booking';
import { SendStatus, type SendStatusMessages } from './SendStatus';
import type { SendState } from './useContactForm';
import styles from './ContactForm.module.css';

/**
 * The foot of the form: what became of a send, the privacy notice, the note shown while a Send tapped
 * before the script ran is held, and Send itself (with "Book a call instead" when a booking page is set).
 */
export function SendRow({
  state,
  statusMessages,
  notice,
  queued,
  submitRef,
  hiddenWithoutScript,
  words,
}: {
  state: SendState;
  statusMessages: SendStatusMessages;
  notice: React.ReactNode;
  queued: React.ReactNode;
  submitRef: React.Ref<HTMLButtonElement>;
  /** Without a receiver, Send does nothing without a script: the page without one hides it. */
  hiddenWithoutScript: boolean;
  /** Send's words while idle and while sending, and the booking link's. */
  words: { send: string; sending: string; bookCall: string };
}) {
  const sending = state === 'sending';
  const submitButton = (
    <button
      ref={submitRef}
      type="submit"
      disabled={sending}
      className={buttonClass('primary', 'lg', styles.submit)}
      {...(hiddenWithoutScript ? { 'data-nojs-hide': '' } : {})}
    >
      {sending ? words.sending : words.send}
    </button>
  );
  return (
    <div>
      <SendStatus state={state} messages={statusMessages} />

      {notice}

      {/* Shown (by the stylesheet) only while a Send tapped before the script ran is held. */}
      <p className={styles.queued} role="status">
        <span>{queued}</span>
      </p>

      {bookingUrl ? (
        // With a booking page set, a visitor can pick a time instead of waiting for our call.
        <div className={styles.sendRow}>
          {submitButton}
          <a href={bookingUrl} {...{ [bookingAttribute]: bookingUrl }} rel="external" className={buttonClass('secondary', 'lg')}>
            {words.bookCall}
          </a>
        </div>
      ) : (
        submitButton
      )}
    </div>
  );
}
