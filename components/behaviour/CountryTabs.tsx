'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
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

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const noSubscription = () => () => {};
const readHash = () => decodeURIComponent(window.location.hash.slice(1));
const noHash = () => '';

/** Tabs (APG, automatic activation) whose panel shows a short, announced loading state on change. */
export function CountryTabs({ tabs, label, defaultTab, delayMs, noun, followHash = false }: CountryTabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(defaultTab);
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

  // The page is static HTML, so the hash is read in the browser: '' while hydrating, then the real
  // one. A new hash naming a tab selects it, during render (React's "adjust state on change" pattern).
  const hash = useSyncExternalStore(followHash ? subscribeToHash : noSubscription, followHash ? readHash : noHash, noHash);
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
    <div className={styles.tabs}>
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
              className={clsx(styles.tab, isSelected && styles.selected)}
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
