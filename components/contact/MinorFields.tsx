import clsx from 'clsx';
import { contactLimits, type ContactErrors } from '@/lib/contact';
import { minorName } from '@/lib/contactDom';
import { ContactFieldRow, fieldA11y, fieldId } from './ContactField';
import styles from './ContactForm.module.css';

/**
 * Optional: "I am under 18" and, when ticked, a parent's or guardian's contact. The
 * stylesheet shows the second field, so the tick works from the first paint and without a script.
 */
export function MinorFields({
  minor,
  guardian,
  errors,
  onMinor,
  onGuardian,
  errorIcon,
  hint,
  labels,
}: {
  minor: boolean;
  guardian: string;
  errors: ContactErrors;
  onMinor: (minor: boolean) => void;
  onGuardian: (value: string) => void;
  errorIcon: React.ReactNode;
  /** Why a parent's or guardian's contact is asked for (drawn on the server, so the script does not carry it). */
  hint: React.ReactNode;
  /** The box's and the guardian field's labels in the page's language. */
  labels: { minor: string; guardian: string };
}) {
  return (
    <>
      <div className={clsx(styles.field, styles.wide, styles.minor)}>
        <div className={styles.check}>
          <input
            id="contact-minor"
            name={minorName}
            type="checkbox"
            checked={minor}
            onChange={(event) => onMinor(event.target.checked)}
            aria-describedby="contact-minor-hint"
          />
          <label htmlFor="contact-minor">{labels.minor}</label>
        </div>
        <p id="contact-minor-hint" className={styles.hint}>
          {hint}
        </p>
      </div>

      <div className={styles.guardian}>
        <ContactFieldRow field="guardian" label={labels.guardian} error={errors.guardian} errorIcon={errorIcon} wide>
          <input
            id={fieldId('guardian')}
            name="guardian"
            type="text"
            autoComplete="off"
            maxLength={contactLimits.guardian}
            value={guardian}
            onChange={(event) => onGuardian(event.target.value)}
            className={styles.control}
            {...fieldA11y('guardian', errors, false)}
          />
        </ContactFieldRow>
      </div>
    </>
  );
}
