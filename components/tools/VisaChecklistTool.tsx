'use client';

import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Printer, RotateCcw } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import type { FigureStatus } from '@/lib/statusWords';
import { browserStore, readTicks, ticksKey, writeTicks } from '@/lib/checklistTicks';
import { trackEvent } from '@/lib/analytics';
import { useAddressChoice } from '@/components/hooks/useAddressChoice';
import { useChangedBeforeHydration } from '@/components/hooks/useChangedBeforeHydration';
import { StatusMark } from '@/components/ui/Source';
import { buttonClass } from '@/components/ui/Button';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './VisaChecklist.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type VisaChecklistToolIcons = typeof Printer | typeof RotateCcw;

/** A checklist as the island draws it: statuses, not records, so the list of sources stays on the server. */
export interface ChecklistView {
  slug: string;
  name: string;
  visa: string;
  intro: string;
  documents: { id: string; title: string; detail: string; status: FigureStatus }[];
}

/** Ticks made before the storage was read (a replayed early tap) kept over what was loaded. */
const merged = (now: Record<string, string[]> | null, loaded: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(now ?? {}).map(([slug, ids]) => [slug, [...new Set([...(loaded[slug] ?? []), ...ids])]]));

/** `?destination=uk` names a checklist; anything else shows them all. */
const chosenIn = (search: string, lists: readonly ChecklistView[]) => {
  const slug = new URLSearchParams(search).get('destination');
  return lists.some((l) => l.slug === slug) ? slug : null;
};

/**
 * The visa document checklists. The page draws all six, so without a script every list is there and
 * the destination links jump to theirs; with one, the address (`?destination=uk`) shows that list
 * alone. Ticks are kept in this browser only (lib/checklistTicks.ts), survive a reload and can be
 * cleared; printing gives the list with its ticks and none of the site around it.
 */
export function VisaChecklistTool({ lists }: { lists: ChecklistView[] }) {
  const id = useId();
  const [chosen, choose] = useAddressChoice<string | null>((search) => chosenIn(search, lists), (slug) => (slug ? `?destination=${slug}` : ''), null);
  const shown = chosen ? lists.filter((l) => l.slug === chosen) : lists;
  // Until the browser's storage is read, null: nothing is written back before then.
  const [ticks, setTicks] = useState<Record<string, string[]> | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const used = useRef(false);

  // Boxes ticked on the page before the script ran (by their ids, `${id}-${slug}/${doc}`).
  const tickedEarly = useRef(new Set<string>());
  useChangedBeforeHydration(root, (changed) => {
    tickedEarly.current = new Set(Object.keys(changed).filter((key) => changed[key] === true).map((key) => key.slice(id.length + 1)));
  });

  // Once in the browser: the saved ticks, plus any box ticked before the script ran.
  useEffect(() => {
    const store = browserStore();
    const early = tickedEarly.current;
    const loaded = Object.fromEntries(
      lists.map((l) => {
        const known = l.documents.map((d) => d.id);
        const saved = readTicks(store, l.slug, known);
        return [l.slug, known.filter((doc) => saved.includes(doc) || early.has(`${l.slug}/${doc}`))];
      }),
    );
    // Storage can be read only in the browser, so the ticks arrive after the first render.
    setTicks((now) => ({ ...loaded, ...merged(now, loaded) }));
    // Another tab ticked or cleared: show its ticks here too.
    const follow = (event: StorageEvent) => {
      const list = lists.find((l) => event.key === ticksKey(l.slug));
      if (list) setTicks((all) => ({ ...all, [list.slug]: readTicks(browserStore(), list.slug, list.documents.map((d) => d.id)) }));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [lists]);

  // Every change is saved at once, so a reload or a closed tab keeps it.
  useEffect(() => {
    if (!ticks) return;
    const store = browserStore();
    const refused = Object.entries(ticks).filter(([slug, ids]) => !writeTicks(store, slug, ids));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether the browser kept them is known only after writing
    setSaveFailed(refused.length > 0);
  }, [ticks]);

  const markUsed = () => {
    if (used.current) return;
    used.current = true;
    trackEvent('Tool used', { tool: 'Visa checklist' });
  };

  const tick = (slug: string, doc: string | null, on: boolean) => {
    markUsed();
    setTicks((all) => {
      const now = all?.[slug] ?? [];
      const next = doc === null ? [] : on ? (now.includes(doc) ? now : [...now, doc]) : now.filter((d) => d !== doc);
      return { ...all, [slug]: next };
    });
  };

  return (
    <div ref={root} className={styles.tool} data-print-area="">
      <nav className={styles.choose} aria-labelledby={`${id}-choose`} data-print-hide="">
        <h2 id={`${id}-choose`} className={styles.chooseTitle}>
          Choose your destination
        </h2>
        <ul className={styles.chooseList}>
          {lists.map((l) => (
            <li key={l.slug}>
              <a
                href={`?destination=${l.slug}#checklist-${l.slug}`}
                className={styles.chooseLink}
                aria-current={chosen === l.slug ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(l.slug);
                }}
              >
                {l.name}
              </a>
            </li>
          ))}
          {chosen && (
            <li>
              <a
                href="?"
                className={styles.chooseLink}
                onClick={(event) => {
                  event.preventDefault();
                  choose(null);
                }}
              >
                All destinations
              </a>
            </li>
          )}
        </ul>
      </nav>

      {saveFailed && (
        <p className={styles.notice} role="status" data-print-hide="">
          This browser is not saving your ticks (private browsing or storage turned off): they last until you close the page.
        </p>
      )}

      {shown.map((list) => {
        const ticked = ticks?.[list.slug] ?? [];
        const done = list.documents.filter((d) => ticked.includes(d.id)).length;
        return (
          <section key={list.slug} id={`checklist-${list.slug}`} className={styles.list} aria-labelledby={`checklist-${list.slug}-title`}>
            <h2 id={`checklist-${list.slug}-title`} className={styles.listTitle}>
              {list.name}: {keepHyphens(list.visa)}
            </h2>
            <p>{keepHyphens(list.intro)}</p>
            <p className={styles.progress} data-nojs-hide="">
              {done} of {list.documents.length} ticked
            </p>
            <ol className={styles.documents}>
              {list.documents.map((doc) => {
                const key = `${list.slug}/${doc.id}`;
                const isTicked = ticked.includes(doc.id);
                return (
                  <li key={doc.id} className={clsx(styles.document, isTicked && styles.ticked)}>
                    <input
                      id={`${id}-${key}`}
                      type="checkbox"
                      value={key}
                      className={styles.box}
                      checked={isTicked}
                      aria-describedby={`${id}-${key}-detail`}
                      onChange={(event) => tick(list.slug, doc.id, event.target.checked)}
                    />
                    <div className={styles.text}>
                      <label htmlFor={`${id}-${key}`} className={styles.docTitle}>
                        {isTicked && <span className={styles.printOnly}>Done: </span>}
                        {keepHyphens(doc.title)}
                      </label>
                      <p id={`${id}-${key}-detail`}>{keepHyphens(doc.detail)}</p>
                      <p className={styles.source}>
                        <StatusMark status={doc.status} />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className={styles.actions} data-print-hide="" data-nojs-hide="">
              <button type="button" className={buttonClass('primary', 'md')} onClick={() => window.print()}>
                <SpriteIcon name="printer" size={18} />
                Print checklist
              </button>
              <button type="button" className={buttonClass('secondary', 'md')} disabled={done === 0} onClick={() => tick(list.slug, null, false)}>
                <SpriteIcon name="rotate-ccw" size={18} />
                Clear ticks<span className="visually-hidden"> for {list.name}</span>
              </button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
