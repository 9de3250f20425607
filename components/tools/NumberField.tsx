import styles from './Tool.module.css';

/**
 * A labelled box for a number the visitor types (correct answers, a tuition figure): a text field with
 * the numeric keypad on phones, so "45,000" can be typed and the tool reads it itself.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The tool refuses the value: marked for assistive tech, with the message in `describedBy`. */
  invalid?: boolean;
  /** The id of the element that says what the tool made of the value. */
  describedBy?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
