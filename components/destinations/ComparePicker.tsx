'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import type { DestinationSlug, FlagCode } from '@/content/types';
import { Flag } from '@/components/ui/Flag';
import styles from './CompareTable.module.css';

/** At most this many columns when the visitor narrows the table: three fit side by side on a phone. */
const MAX_PICKED = 3;

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

interface Choice {
  slug: DestinationSlug;
  name: string;
  flag: FlagCode;
}

/**
 * The compare page's island: pick two or three destinations and the server-rendered table (the
 * children, whose cells carry data-col) shows only their columns, by a rule this component writes.
 */
export function ComparePicker({ choices, children }: { choices: Choice[]; children: React.ReactNode }) {
  const [picked, setPicked] = useState<DestinationSlug[]>([]);
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const narrowed = picked.length >= 2;
  const shown = narrowed ? choices.filter((c) => picked.includes(c.slug)) : choices;

  const toggle = (slug: DestinationSlug) =>
    setPicked((now) => (now.includes(slug) ? now.filter((s) => s !== slug) : now.length < MAX_PICKED ? [...now, slug] : now));

  const status = narrowed
    ? `Comparing ${list(shown.map((c) => c.name))}.`
    : picked.length === 1
      ? `${choices.find((c) => c.slug === picked[0])?.name} picked: pick one or two more to compare side by side.`
      : `Showing all ${choices.length} destinations.`;

  // Slugs are the records' own keys (lower-case letters and hyphens), safe inside the selector.
  const hideOthers = narrowed
    ? `[data-compare="${scope}"] [data-col]:not(${picked.map((s) => `[data-col="${s}"]`).join(',')}){display:none}`
    : '';

  return (
    <div className={clsx(styles.compare, !narrowed && styles.all)} data-compare={scope}>
      {hideOthers && <style>{hideOthers}</style>}
      {/* Needs the script: without it the full table stays, and the picker steps aside. */}
      <fieldset className={styles.picker} data-nojs-hide="">
        <legend className={styles.legend}>Pick two or three destinations to compare side by side</legend>
        <div className={styles.choices}>
          {choices.map((c) => {
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
      {children}
    </div>
  );
}
