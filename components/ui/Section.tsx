import clsx from 'clsx';
import styles from './Section.module.css';

interface SectionProps {
  id?: string;
  /** id of the section's heading, so the region is named by it. */
  labelledBy?: string;
  tone?: 'plain' | 'soft' | 'brand';
  className?: string;
  children: React.ReactNode;
}

export function Section({ id, labelledBy, tone = 'plain', className, children }: SectionProps) {
  return (
    <section {...(id ? { id } : {})} aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], className)}>
      <div className={styles.container}>{children}</div>
    </section>
  );
}

export function Container({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={clsx(styles.container, className)}>{children}</div>;
}
