import type { Route } from 'next';
import { Fragment } from 'react';
import type { CompareRow } from '@/content/compare';
import type { DestinationSlug, FlagCode } from '@/content/types';
import { Flag } from '@/components/ui/Flag';
import { Link } from '@/components/ui/Link';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { formatDate, sourceHost } from '@/lib/format';
import { ComparePicker } from './ComparePicker';
import styles from './CompareTable.module.css';

export interface CompareColumn {
  slug: DestinationSlug;
  name: string;
  flag: FlagCode;
  href: Route;
}

/** A host name may wrap after each dot ("studywithnewzealand.<wbr>govt.<wbr>nz"), never at a hyphen. */
const hostWithBreaks = (host: string) =>
  host.split('.').map((part, i, parts) => (
    <Fragment key={i}>
      {keepHyphens(part)}
      {i < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));

/**
 * The compare table, rendered on the server with all six columns (without a script it scrolls
 * sideways under its fixed first column). The picker island around it only narrows the columns shown
 * to the two or three chosen destinations, which is what fits on a phone: it ships no table.
 */
export function CompareTable({ columns, rows }: { columns: CompareColumn[]; rows: CompareRow[] }) {
  return (
    <ComparePicker choices={columns.map(({ slug, name, flag }) => ({ slug, name, flag }))}>
      {/* Focusable so keyboard users can scroll it sideways; labelled by the table's caption. */}
      <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="compare-caption" className="visually-hidden">
            Study destinations compared
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map((c) => (
                <th key={c.slug} scope="col" className={styles.colHead} data-col={c.slug}>
                  <Link href={c.href} className={styles.colLink}>
                    <Flag code={c.flag} size={24} />
                    {c.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                </th>
                {columns.map((c) => {
                  const cell = row.cells[c.slug];
                  return (
                    <td key={c.slug} className={styles.cell} data-col={c.slug}>
                      <span className={styles.value}>{keepHyphens(cell.text)}</span>
                      {cell.note && <span className={styles.note}>{keepHyphens(cell.note)}</span>}
                      <span className={styles.source}>
                        <a href={cell.sourceUrl} rel="external noopener" className={styles.host}>
                          {hostWithBreaks(sourceHost(cell.sourceUrl))}
                        </a>
                        , as of <time dateTime={cell.asOf}>{formatDate(cell.asOf)}</time>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ComparePicker>
  );
}
