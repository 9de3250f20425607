import clsx from 'clsx';
import { Check } from 'lucide-react';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './CheckList.module.css';

/** A list with check marks; the marks are decorative, the list semantics carry the meaning. */
export function CheckList({ items, tone = 'green', className }: { items: string[]; tone?: 'green' | 'brand'; className?: string }) {
  return (
    <ul className={clsx(styles.checkList, styles[tone], className)}>
      {items.map((item) => (
        <li key={item}>
          <span className={styles.check}>
            <Check aria-hidden="true" focusable="false" size={16} strokeWidth={2.5} />
          </span>
          {keepHyphens(item)}
        </li>
      ))}
    </ul>
  );
}
