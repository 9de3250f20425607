'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useState } from 'react';
import type { Search } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { Link } from '@/components/ui/Link';
import { Dialog, DialogHead } from '@/components/ui/Dialog';
import { useHydrated } from '@/components/hooks/useHydrated';
import type { SearchWords } from '@/components/search/SearchPanel';
import styles from './SiteSearch.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type SiteSearchIcons = typeof Search;

// The box and its results load when search first opens: no page pays for them before. (React's own
// lazy, not next/dynamic: it is already in every page's bundle.) A chunk that fails to load says so
// in the dialog instead of reaching the page's error boundary and replacing the page.
const SearchPanel = lazy(() =>
  import('@/components/search/SearchPanel').then(
    (m) => ({ default: m.SearchPanel }),
    () => ({ default: SearchUnavailable }),
  ),
);

export const englishWords = {
  search: 'Search',
  closeSearch: 'Close search',
  loading: 'Loading search…',
  unavailable: 'Search could not load. Check your connection, or',
  searchPage: 'open the search page',
};

/** The header search's words on a translated page (English by default), the panel's included. */
export type SiteSearchWords = typeof englishWords & { panel?: SearchWords };

// The dialog's words reach the fallback below, which the lazy import draws in the panel's place.
const Words = createContext<SiteSearchWords>(englishWords);

function SearchUnavailable() {
  const words = useContext(Words);
  return (
    <p role="status">
      {words.unavailable} <Link href="/search">{words.searchPage}</Link>.
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
export function SiteSearch({ words = englishWords }: { words?: SiteSearchWords }) {
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
      <SpriteIcon name="search" size={20} />
      <span className={styles.label}>{words.search}</span>
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
        <DialogHead id={`${id}-title`} title={words.search} closeLabel={words.closeSearch} onClose={close} />
        <Suspense fallback={<p className={styles.loading}>{words.loading}</p>}>
          <Words value={words}>
            <SearchPanel autoFocus {...(words.panel ? { words: words.panel } : {})} />
          </Words>
        </Suspense>
      </Dialog>
    </>
  );
}
