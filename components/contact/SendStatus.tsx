import type { SendState } from './useContactForm';
import styles from './ContactForm.module.css';

/**
 * What became of a send that did not succeed. Always in the page, so screen readers announce the
 * message the moment it appears. `reachUs` ends it: how else to reach the firm; `icon` leads it.
 */
export function SendStatus({ state, reachUs, icon }: { state: SendState; reachUs: React.ReactNode; icon: React.ReactNode }) {
  return (
    <div role="alert">
      {state === 'failed' ? (
        <div className={styles.alert}>
          {icon}
          <p>
            <strong>Your message could not be sent.</strong> Everything you typed is still in the form, so you can try
            again in a moment, or {reachUs}
          </p>
        </div>
      ) : state === 'unconfirmed' ? (
        <div className={styles.alert}>
          {icon}
          <p>
            <strong>We could not confirm that your message arrived.</strong> The connection broke or gave no answer in time.
            Everything you typed is still in the form, and sending it again is safe: we will receive it only once. Or{' '}
            {reachUs}
          </p>
        </div>
      ) : null}
    </div>
  );
}
