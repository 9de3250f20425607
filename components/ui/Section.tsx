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

/**
 * A band of the page. Named by its heading, it is a <section> (a region a screen reader can jump to);
 * without one it is a plain <div>, as a section with no heading or name tells a reader nothing.
 */
export function Section({ id, labelledBy, tone = 'plain', className, children }: SectionProps) {
  const Element = labelledBy ? 'section' : 'div';
  return (
    <Element {...(id ? { id } : {})} aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], className)}>
      <div className={styles.container}>{children}</div>
    </Element>
  );
}

export function Container({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={clsx(styles.container, className)}>{children}</div>;
}
