import styles from './Logo.module.css';

/** Brand mark (a flight path over a globe) and name. The mark is decorative: the name is text. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 40 40" className={styles.mark}>
        <rect width="40" height="40" rx="10" fill="#0b3a75" />
        <circle cx="20" cy="22" r="10" fill="none" stroke="#dbe8fb" strokeWidth="2" />
        <path d="M10 22h20M20 12c-3.5 3-3.5 17 0 20M20 12c3.5 3 3.5 17 0 20" fill="none" stroke="#dbe8fb" strokeWidth="1.5" />
        <path d="M6 30C12 14 24 7 35 8" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
        <path d="m31 5 5 3-4 4" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>
        <span className={styles.primary}>Aspire</span> <span className={styles.secondary}>Overseas</span>
        <span className="visually-hidden"> Education</span>
      </span>
    </span>
  );
}

