import clsx from 'clsx';
import styles from './NumberedHeading.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

interface NumberedHeadingProps {
  id: string;
  /** "01"…"06"; omitted for unnumbered sections. */
  number?: string;
  title: string;
  /** A short line under the heading. */
  lead?: string;
  align?: 'start' | 'center';
  inverse?: boolean;
  level?: 2 | 3;
  /** No space below: the heading sits in a layout whose gap already spaces it from what follows. */
  flush?: boolean;
}

/** Section heading with the spec's numbering ("01 About Us"); the number is part of the name. */
export function NumberedHeading({ id, number, title, lead, align = 'start', inverse, level = 2, flush }: NumberedHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx(styles.wrap, styles[align], inverse && styles.inverse, flush && styles.flush)}>
      <Tag id={id} className={styles.heading}>
        {number && <span className={styles.number}>{number}</span>} {keepHyphens(title)}
      </Tag>
      {lead && <p className={styles.lead}>{keepHyphens(lead)}</p>}
    </div>
  );
}
