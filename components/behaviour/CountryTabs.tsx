'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import { fromHtml } from './earlyControls';
import styles from './CountryTabs.module.css';

export interface TabDef {
  id: string;
  label: string;
  /** The panel's content, rendered on the server; every panel is in the HTML. */
  content: React.ReactNode;
}

interface CountryTabsProps {
  tabs: TabDef[];
  label: string;
  defaultTab: string;
  /** Spec: a loading spinner for this long after each change. */
  delayMs: number;
  /** What is loading, for the status message: "news" → "Loading UK news…". */
  noun: string;
  /** Open the tab named by the URL hash (/news#uk), on load and when the hash changes, so links can land on a country. */
  followHash?: boolean;
}

/** The tab that an arrow, Home or End key moves to, or null for other keys. */
export function tabForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function readHash() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** Tabs (APG, automatic activation) whose panel shows a short, announced loading state on change. */
export function CountryTabs({ tabs, label, defaultTab, delayMs, noun, followHash = false }: CountryTabsProps) {
  const id = useId();
  const hydrated = useHydrated();
  // Before the scripts ran, the page's early script may have switched tabs (a tap, or the hash the
  // page landed on): hydration keeps that tab, without a spinner.
  const [selected, setSelected] = useState(() =>
    fromHtml(
      hydrated,
      () => tabs.find((tab) => document.getElementById(`${id}-tab-${tab.id}`)?.getAttribute('aria-selected') === 'true')?.id,
      defaultTab,
    ),
  );
  const [tookOverHtml] = useState(!hydrated);
  const [loading, setLoading] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Each change (re)starts the spinner's timer; a change during the spinner restarts it.
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), delayMs);
    return () => clearTimeout(timer);
  }, [loading, selected, delayMs]);

  const select = (tabId: string) => {
    if (tabId === selected) return;
    setSelected(tabId);
    setLoading(true);
  };

  // The hash is read in the browser. Mounted by a client-side navigation (/news#uk), the island
  // follows the hash it lands on; hydrating, the early script has already followed it (and the
  // visitor may have chosen another tab since), so only later changes count. A new hash naming a tab
  // selects it, during render (React's "adjust state on change" pattern).
  const [hash, setHash] = useState('');
  useEffect(() => {
    if (!followHash) return;
    const follow = () => setHash(readHash());
    if (!tookOverHtml) follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [followHash, tookOverHtml]);
  const [seenHash, setSeenHash] = useState('');
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (tabs.some((tab) => tab.id === hash)) select(hash);
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = tabForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    tabRefs.current[next]?.focus();
  };

  const selectedLabel = tabs.find((t) => t.id === selected)?.label ?? '';

  return (
    // What shows the chosen tab is its ARIA (aria-selected, tabindex) and the panels' hidden, which the
    // early script sets the same way before hydration; its look is CSS on aria-selected.
    <div className={styles.tabs} data-early-group="">
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-early="select"
              data-early-hash={followHash ? tab.id : undefined}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className={styles.status} role="status">
        {loading && (
          <span className={styles.spinnerWrap}>
            <span className={styles.spinner} aria-hidden="true" />
            Loading {selectedLabel} {noun}…
          </span>
        )}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${id}-panel-${tab.id}`}
            aria-labelledby={`${id}-tab-${tab.id}`}
            aria-busy={isSelected && loading ? 'true' : undefined}
            tabIndex={0}
            hidden={!isSelected || loading}
            data-nojs-show=""
            className={styles.panel}
          >
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
