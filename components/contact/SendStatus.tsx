import type { SendState } from './useContactForm';
import styles from './ContactForm.module.css';

/** The words for each way a send can end without success (ContactForm draws them on the server). */
export type SendStatusMessages = Record<Exclude<SendState, 'idle' | 'sending'>, React.ReactNode>;

/**
 * What became of a send that did not succeed. Always in the page, so screen readers announce the
 * message the moment it appears.
 */
export function SendStatus({ state, messages }: { state: SendState; messages: SendStatusMessages }) {
  return <div role="alert">{state === 'failed' || state === 'unconfirmed' ? <div className={styles.alert}>{messages[state]}</div> : null}</div>;
}
