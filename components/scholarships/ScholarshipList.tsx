'use client';

import { useId, useRef } from 'react';
import { useAddressChoice } from '@/components/hooks/useAddressChoice';
import { useChangedBeforeHydration } from '@/components/hooks/useChangedBeforeHydration';
import type { Checked, DestinationSlug, Scholarship, ScholarshipField, ScholarshipLevel } from '@/content/types';
import type { FigureStatus } from '@/lib/statusWords';
import { dayOf, filterKeys, filtersFromSearch, matches, roundText, searchFor, type ScholarshipFilters, type YearMonthDay } from '@/lib/scholarships';
import { useHydrated } from '@/components/hooks/useHydrated';
import { StatusMark } from '@/components/ui/Source';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './Scholarships.module.css';

/** A scholarship as the island draws it: its status, not its record, so the sources stay on the server. */
export type ScholarshipView = Omit<Scholarship, keyof Checked> & { status: FigureStatus };

type Choice<T extends string> = { value: T; label: string };

export interface FilterOptions {
  destination: Choice<DestinationSlug>[];
  level: Choice<ScholarshipLevel>[];
  field: Choice<ScholarshipField>[];
}

/** The list's groups: each destination, then the schemes for several. */
const groupOf = (s: ScholarshipView): string => (s.destinations.length === 1 ? s.destinations[0]! : 'several');

const filterLabels = { destination: 'Destination', level: 'Level', field: 'Field of study' } as const;
const anyLabels = { destination: 'Any destination', level: 'Any level', field: 'Any field' } as const;

/**
 * The scholarships, grouped by destination, with filters for destination, level and field that live
 * in the address (`?destination=uk&level=masters`), so a filtered list can be shared and reopened. The
 * page draws every scheme, so without a script the whole list is there and the filters are hidden.
 * Each scheme's round is said from today's date: the build's until the browser's clock is read.
 */
export function ScholarshipList({ items, options, builtOn }: { items: ScholarshipView[]; options: FilterOptions; builtOn: YearMonthDay }) {
  const id = useId();
  const hydrated = useHydrated();
  const offered = {
    destination: options.destination.map((o) => o.value),
    level: options.level.map((o) => o.value),
    field: options.field.map((o) => o.value),
  };
  const [filters, setFilters] = useAddressChoice<ScholarshipFilters>((search) => filtersFromSearch(search, offered), searchFor, {});
  const form = useRef<HTMLFormElement>(null);
  // A filter picked while the page's scripts were on their way counts, over the address's.
  useChangedBeforeHydration(form, (changed) => {
    const early = Object.fromEntries(filterKeys.flatMap((key) => (typeof changed[`${id}-${key}`] === 'string' ? [[key, changed[`${id}-${key}`] || undefined]] : [])));
    setFilters({ ...filtersFromSearch(window.location.search, offered), ...early });
  });
  const today = hydrated ? dayOf(new Date()) : builtOn;
  const shown = items.filter((s) => matches(s, filters));
  const filtered = filterKeys.some((key) => filters[key]);

  const groups = [
    ...options.destination.map((o) => ({ key: o.value as string, title: `Scholarships for ${o.label}` })),
    { key: 'several', title: 'Schemes for several destinations' },
  ]
    .map((g) => ({ ...g, items: shown.filter((s) => groupOf(s) === g.key) }))
    .filter((g) => g.items.length > 0);

  const label = (key: keyof FilterOptions, value: string) => options[key].find((o) => o.value === value)?.label ?? value;

  return (
    <div className={styles.list}>
      <form ref={form} className={styles.filters} aria-labelledby={`${id}-filters`} onSubmit={(event) => event.preventDefault()} data-nojs-hide="">
        <h2 id={`${id}-filters`} className={styles.filtersTitle}>
          Filter the list
        </h2>
        <div className={styles.fields}>
          {filterKeys.map((key) => (
            <div key={key} className={styles.field}>
              <label htmlFor={`${id}-${key}`} className={styles.label}>
                {filterLabels[key]}
              </label>
              <select
                id={`${id}-${key}`}
                className={styles.control}
                value={filters[key] ?? ''}
                onChange={(event) => setFilters({ ...filters, [key]: event.target.value || undefined })}
              >
                <option value="">{anyLabels[key]}</option>
                {options[key].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {hydrated ? `Showing ${shown.length} of ${items.length} scholarships` : ''}
          </p>
          {filtered && (
            <button type="button" className={styles.clear} onClick={() => setFilters({})}>
              Clear filters
            </button>
          )}
        </div>
      </form>

      {groups.length === 0 && (
        <p className={styles.empty}>
          No scheme in our list matches all of these. Try another level or field, or{' '}
          <button type="button" className={styles.clear} onClick={() => setFilters({})}>
            show every scholarship
          </button>
          .
        </p>
      )}

      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`scholarships-${group.key}`}>
          <h2 id={`scholarships-${group.key}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.cards}>
            {group.items.map((s) => (
              <li key={s.id} id={s.id} className={styles.card}>
                <h3 className={styles.name}>{keepHyphens(s.name)}</h3>
                <p className={styles.provider}>{keepHyphens(s.provider)}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>What it pays</dt>
                    <dd>{keepHyphens(s.pays)}</dd>
                  </div>
                  <div>
                    <dt>Who may apply</dt>
                    <dd>{keepHyphens(s.eligibility)}</dd>
                  </div>
                  <div>
                    <dt>For</dt>
                    <dd>
                      {s.levels.map((l) => label('level', l)).join(', ')}
                      {'; '}
                      {s.fields === 'all' ? 'any field' : s.fields.map((f) => label('field', f)).join(', ')}
                      {group.key === 'several' && `; in ${s.destinations.map((d) => label('destination', d)).join(', ')}`}
                    </dd>
                  </div>
                  <div>
                    <dt>When</dt>
                    <dd>{keepHyphens(roundText(s.round, today))}</dd>
                  </div>
                </dl>
                <p className={styles.source}>
                  Official page: <StatusMark status={s.status} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
