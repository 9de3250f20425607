'use client';

import type { Route } from 'next';
import { Fragment, useId, useState } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import clsx from 'clsx';
import type { CompareRow } from '@/lib/compare';
import type { DestinationSlug, FlagCode } from '@/content/types';
import { Flag } from '@/components/ui/Flag';
import { Link } from '@/components/ui/Link';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './CompareTable.module.css';
import { StatusMark } from '@/components/ui/Source';

export interface CompareColumn {
  slug: DestinationSlug;
  name: string;
  flag: FlagCode;
  href: Route;
}

/** At most this many columns when the visitor narrows the table: three fit side by side on a phone. */
const MAX_PICKED = 3;

/** The address keeps the choice (?compare=usa,uk), so a comparison can be shared and reopened. */
export const compareParam = 'compare';

/** The chosen destinations in an address: known slugs, each once, at most three; [] otherwise. */
export function pickedFromSearch(search: string, slugs: readonly DestinationSlug[]): DestinationSlug[] {
  const raw = new URLSearchParams(search).get(compareParam) ?? '';
  const picked = raw.split(',').filter((slug, i, all): slug is DestinationSlug => slugs.includes(slug as DestinationSlug) && all.indexOf(slug) === i);
  return picked.slice(0, MAX_PICKED);
}

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The compare table with its picker. The server renders all six columns (and, without a script, the
 * table scrolls sideways under its fixed first column); the picker narrows it to two or three chosen
 * destinations, which is what fits on a phone.
 */
export function CompareTable({
  columns,
  rows,
  legend,
}: {
  columns: CompareColumn[];
  rows: CompareRow[];
  /** What the cells' short statuses mean: drawn by the page, so its words ship as HTML, not script. */
  legend: React.ReactNode;
}) {
  // null until the visitor chooses: then the address's choice (?compare=), readable once hydrated
  // (the static page cannot know it), is what shows.
  const [chosen, setChosen] = useState<DestinationSlug[] | null>(null);
  const hydrated = useHydrated();
  const picked = chosen ?? (hydrated ? pickedFromSearch(window.location.search, columns.map((c) => c.slug)) : []);
  const captionId = useId();

  // Each choice is written to the address, without a new history entry per tap.
  const setPicked = (next: DestinationSlug[]) => {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next.length > 0) url.searchParams.set(compareParam, next.join(','));
    else url.searchParams.delete(compareParam);
    // Commas stay readable in a shared link.
    window.history.replaceState(window.history.state, '', url.href.replace(/%2C/gi, ','));
  };
  const narrowed = picked.length >= 2;
  const shown = narrowed ? columns.filter((c) => picked.includes(c.slug)) : columns;

  const toggle = (slug: DestinationSlug) =>
    setPicked(picked.includes(slug) ? picked.filter((s) => s !== slug) : picked.length < MAX_PICKED ? [...picked, slug] : picked);

  const status = narrowed
    ? `Comparing ${list(shown.map((c) => c.name))}.`
    : picked.length === 1
      ? `${columns.find((c) => c.slug === picked[0])?.name} picked: pick one or two more to compare side by side.`
      : `Showing all ${columns.length} destinations.`;

  return (
    <div className={styles.compare}>
      {/* Needs the script: without it the full table stays, and the picker steps aside. */}
      <fieldset className={styles.picker} data-nojs-hide="">
        <legend className={styles.legend}>Pick two or three destinations to compare side by side</legend>
        <div className={styles.choices}>
          {columns.map((c) => {
            const on = picked.includes(c.slug);
            return (
              <button
                key={c.slug}
                type="button"
                className={clsx(styles.choice, on && styles.on)}
                aria-pressed={on}
                disabled={!on && picked.length >= MAX_PICKED}
                onClick={() => toggle(c.slug)}
              >
                <Flag code={c.flag} size={20} />
                {c.name}
              </button>
            );
          })}
        </div>
        <p className={styles.status} role="status">
          {status}
          {picked.length > 0 && (
            <>
              {' '}
              <button type="button" className={styles.reset} onClick={() => setPicked([])}>
                Show all
              </button>
            </>
          )}
        </p>
      </fieldset>

      {legend}

      {/* Focusable so keyboard users can scroll it sideways; labelled by the table's caption. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={clsx(styles.table, !narrowed && styles.all)}>
          {/* The status above says the same to sighted visitors; the caption names the region and the table. */}
          <caption id={captionId} className="visually-hidden">
            Study destinations compared: {list(shown.map((c) => c.name))}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {shown.map((c) => (
                <th key={c.slug} scope="col" className={styles.colHead}>
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
                {shown.map((c) => {
                  const cell = row.cells[c.slug];
                  if (!cell) {
                    return (
                      <td key={c.slug} className={styles.cell}>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">No figure of this kind</span>
                      </td>
                    );
                  }
                  return (
                    <td key={c.slug} className={styles.cell}>
                      <span className={styles.value}>{keepHyphens(cell.text)}</span>
                      {cell.note && <span className={styles.note}>{keepHyphens(cell.note)}</span>}
                      <span className={styles.source}>
                        {cell.statuses.map((status, i) => (
                          <Fragment key={status.url}>
                            {i > 0 && '; '}
                            <StatusMark status={status} />
                          </Fragment>
                        ))}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
