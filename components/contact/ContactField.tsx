import clsx from 'clsx';
import { formatNumber } from '@/lib/format';
import { contactLimits, type ContactErrors, type ContactField } from '@/lib/contact';
import styles from './ContactForm.module.css';

export const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const countId = 'contact-message-count';

/**
 * A field's error and, for the message near its limit, its count, as the control's description
 * (quality.md: errors linked with aria-describedby, the control aria-invalid).
 */
export function fieldA11y(field: ContactField, errors: ContactErrors, counted: boolean) {
  const describedBy = [errors[field] && errorId(field), field === 'message' && counted && countId].filter(Boolean).join(' ');
  return { ...(errors[field] ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

/** One labelled field: its label, the control, the message's count near its limit, and the field's error under it. */
export function ContactFieldRow({
  field,
  label,
  error,
  count,
  countWords = '',
  countNote,
  wide = false,
  errorIcon,
  children,
}: {
  field: ContactField;
  label: string;
  error?: string;
  /** The message's length, shown once it nears the limit. */
  count?: number;
  /** "{count} of {limit} characters" in the page's language (filled here without lib/fill, which the form's script need not carry). */
  countWords?: string;
  /** Said as it appears, under the count: text the limit kept out. */
  countNote?: React.ReactNode;
  wide?: boolean;
  /** Drawn by the server (ContactForm), so no icon code comes with the form's script. */
  errorIcon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={clsx(styles.field, wide && styles.wide)} data-field="">
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      {children}
      {count !== undefined ? (
        <p id={countId} className={styles.count}>
          {countWords.replace('{count}', formatNumber(count)).replace('{limit}', formatNumber(contactLimits.message))}
        </p>
      ) : null}
      {/* In the page from the start, so the note is announced when it appears. */}
      {field === 'message' ? (
        <p role="status" className={countNote ? styles.countNote : undefined}>
          {countNote}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field)} className={styles.error}>
          {errorIcon}
          {error}
        </p>
      ) : null}
    </div>
  );
}
