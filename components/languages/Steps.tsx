import styles from './LanguageHome.module.css';

/** Numbered steps, each a title and a sentence, as a translation's pages draw them (no motion, no script). */
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
