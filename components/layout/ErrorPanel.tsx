import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui/Button';
import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  /** The error text: "404 Not Found", or the thrown error's message. */
  detail: string;
  message: string;
  /** Offered when the page can be retried (a failed script chunk, say). */
  onRetry?: () => void;
}

/** The spec's error screen (§8): "Unexpected Application Error!" with the error text and a way back. */
export function ErrorPanel({ detail, message, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.heading}>Unexpected Application Error!</h1>
      <p className={styles.detail}>
        <code>{detail}</code>
      </p>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            Try again
          </button>
        )}
        {/* Plain anchors: they must work even when the app's scripts failed to load. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is the point */}
        <a href="/" className={buttonClass(onRetry ? 'secondary' : 'primary')}>
          Go to the home page
        </a>
        <a href="/contact-us" className={buttonClass('secondary')}>
          Contact us
        </a>
      </div>
      <p className={styles.help}>
        Looking for something specific? Try <Link href="/study-abroad">study destinations</Link>,{' '}
        <Link href="/faq">frequently asked questions</Link> or <Link href="/news">the latest news</Link>.
      </p>
    </div>
  );
}
