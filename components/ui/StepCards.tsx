import styles from './StepCards.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

export interface StepCard {
  title: string;
  text: string;
}

/** A numbered list of static step cards ("01 …"), for the how-it-works sections of service and course pages. */
export function StepCards({ steps }: { steps: readonly StepCard[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          {/* The <ol> already gives the number to assistive technology. */}
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{keepHyphens(step.title)}</h3>
          <p className={styles.text}>{keepHyphens(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
