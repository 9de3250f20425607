import styles from './Tool.module.css';

/**
 * A labelled box for a number the visitor types (correct answers, a tuition figure, a loan amount): a
 * text field with the numeric keypad on phones, so "45,000" can be typed and the tool reads it itself.
 * An error shows under the field, tied to it for screen readers; a tool that says elsewhere what it
 * made of the value marks it with `invalid` and points at that text with `describedBy`.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  decimal,
  error,
  invalid,
  describedBy,
}: {
  id: string;
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A rate such as 10.5: the keypad with a decimal point. */
  decimal?: boolean;
  error?: string;
  /** The tool refuses the value: marked for assistive tech, with the message in `describedBy`. */
  invalid?: boolean;
  /** The id of the element that says what the tool made of the value. */
  describedBy?: string;
}) {
  const described = [error ? `${id}-error` : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
