import type { DestinationSlug } from '@/content/types';
import type { PlanRow } from '@/lib/planner';
import { visaChecklistPath } from '@/content/paths';
import { sourceHost } from '@/lib/format';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './IntakePlanner.module.css';

/**
 * A plan as an ordered list, month by month: shared by the planner island and the plans the page
 * prints for each destination's next intake (what a visitor without a script reads).
 */
export function PlanList({ rows, destination, brief }: { rows: PlanRow[]; destination: DestinationSlug; brief?: boolean }) {
  return (
    <ol className={styles.plan}>
      {rows.map((row) => (
        <li key={row.key} className={styles.step}>
          <p className={styles.when}>
            <time dateTime={row.due.slice(0, 7)}>{row.dueLabel}</time>
            {row.late && <span className={styles.late}>Month passed: do it now</span>}
          </p>
          <h4 className={styles.stepTitle}>{keepHyphens(row.title)}</h4>
          {/* Brief: the plans listed without a script, whose steps the page explains once. */}
          {!brief && <p>{keepHyphens(row.text)}</p>}
          <p className={styles.link}>
            Official page:{' '}
            <a href={row.url} rel="external noopener">
              {sourceHost(row.url)}
            </a>
          </p>
          {row.key === 'visa' && (
            <p className={styles.link}>
              <a href={visaChecklistPath(destination)}>The documents this visa asks for: our checklist</a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
