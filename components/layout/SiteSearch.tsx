'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Link } from '@/components/ui/Link';
import { Dialog, DialogHead } from '@/components/ui/Dialog';
import { useHydrated } from '@/components/hooks/useHydrated';
import styles from './SiteSearch.module.css';

// The box and its results load when search first opens: no page pays for them before. (React's own
// lazy, not next/dynamic: it is already in every page's bundle.) A chunk that fails to load says so
// in the dialog instead of reaching the page's error boundary and replacing the page.
const SearchPanel = lazy(() =>
  import('@/components/search/SearchPanel').then(
    (m) => ({ default: m.SearchPanel }),
    () => ({ default: SearchUnavailable }),
  ),
);

function SearchUnavailable() {
  return (
    <p role="status">
      Search could not load. Check your connection, or <Link href="/search">open the search page</Link>.
    </p>
  );
}

/** Typing in a field: "/" there is a character, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search. Before the script runs (or without JavaScript) it is a link to the /search
 * page; once hydrated it is a button that opens the search in a dialog, and "/" or Ctrl+K (⌘K) opens
 * it from anywhere on the page.
 */
export function SiteSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !ctrlK) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const content = (
    <>
      <Search aria-hidden="true" size={20} />
      <span className={styles.label}>Search</span>
    </>
  );

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-dialog`}
          aria-keyshortcuts="/ Control+K Meta+K"
          onClick={show}
        >
          {content}
        </button>
      ) : (
        <Link href="/search" className={styles.trigger}>
          {content}
        </Link>
      )}
      <Dialog id={`${id}-dialog`} open={open} onClose={close} labelledBy={`${id}-title`} variant="search">
        <DialogHead id={`${id}-title`} title="Search" closeLabel="Close search" onClose={close} />
        <Suspense fallback={<p className={styles.loading}>Loading search…</p>}>
          <SearchPanel autoFocus />
        </Suspense>
      </Dialog>
    </>
  );
}
