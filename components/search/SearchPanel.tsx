'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { searchDebounceMs } from '@/content/timing';
import { preloadSearch, searchSite, type SearchHit, type SearchPage } from '@/lib/search';
import styles from './SearchPanel.module.css';

/** Results shown at first, and added by each "Show more results". */
export const resultsPerPage = 8;

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; page: SearchPage; hits: SearchHit[] }
  | { kind: 'failed' };

/** What a search came back with, and for which query and attempt (a newer one makes it stale). */
type Outcome = { query: string; attempt: number } & ({ kind: 'done'; page: SearchPage; hits: SearchHit[] } | { kind: 'failed' });

interface SearchPanelProps {
  /** The query to start with (the /search page reads it from its address). */
  initialQuery?: string;
  /** Called with each query the visitor searches (not the initial one): the /search page keeps its address in step. */
  onSearch?: (query: string) => void;
  /** Focus the box when the panel appears (the header's dialog). */
  autoFocus?: boolean;
  /** Its words on a translated page (English by default); `{query}` and `{count}` are filled in. */
  words?: SearchWords;
}

export const englishSearchWords = {
  label: 'Search the site',
  placeholder: 'e.g. student visa, IELTS, Canada',
  submit: 'Search',
  idle: 'Search destinations, services, test preparation, FAQs and news.',
  searching: 'Searching for “{query}”…',
  failed: 'Search could not load. Check your connection and try again.',
  none: 'No results for “{query}”. Try a shorter or different word.',
  one: '1 result for “{query}”',
  many: '{count} results for “{query}”',
  resultsFor: 'Results for “{query}”',
  tryAgain: 'Try again',
  showMore: 'Show more results',
};
/** A translation's words also say which results are English pages (`english`, "(English)" in the language). */
export type SearchWords = typeof englishSearchWords & { english?: string };

/** The island's own filler (lib/i18n.ts's is server-side, with the dictionaries). */
const say = (text: string, query: string, count = 0) => text.replace('{query}', query).replace('{count}', String(count));

/**
 * The search box and its results, shared by the header's dialog and the /search page. It searches as
 * the visitor types (after a short pause); Enter submits the form to /search?q=, which also works before
 * the script has loaded. Down and Up move between the box and the results.
 */
export function SearchPanel({ initialQuery = '', onSearch, autoFocus = false, words = englishSearchWords }: SearchPanelProps) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [searched, setSearched] = useState(initialQuery.trim());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [previousInitial, setPreviousInitial] = useState(initialQuery);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const onSearchRef = useRef(onSearch);

  // A new initial query (the /search page read its address) replaces what the box holds.
  if (initialQuery !== previousInitial) {
    setPreviousInitial(initialQuery);
    setQuery(initialQuery);
    setSearched(initialQuery.trim());
  }

  const state: State = !searched
    ? { kind: 'idle' }
    : outcome && outcome.query === searched && outcome.attempt === attempt
      ? outcome
      : { kind: 'searching' };

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // Fetch the index while the visitor starts typing.
  useEffect(preloadSearch, []);

  // Typing: search once the visitor pauses.
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === searched) return;
    const timer = setTimeout(() => {
      setSearched(trimmed);
      onSearchRef.current?.(trimmed);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, searched]);

  useEffect(() => {
    if (!searched) return;
    let current = true;
    searchSite(searched)
      .then(async (page) => {
        const hits = await page.load(0, resultsPerPage);
        if (current) setOutcome({ query: searched, attempt, kind: 'done', page, hits });
      })
      .catch(() => {
        if (current) setOutcome({ query: searched, attempt, kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [searched, attempt]);

  // After "Show more results", focus the first new result so a keyboard user carries on from there.
  useEffect(() => {
    if (outcome?.kind !== 'done' || focusFrom.current === null) return;
    listRef.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [outcome]);

  const showMore = async () => {
    if (state.kind !== 'done') return;
    const from = state.hits.length;
    try {
      const more = await state.page.load(from, from + resultsPerPage);
      focusFrom.current = from;
      setOutcome({ query: searched, attempt, kind: 'done', page: state.page, hits: [...state.hits, ...more] });
    } catch {
      setOutcome({ query: searched, attempt, kind: 'failed' });
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const box = event.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const stops = [box, ...links].filter((el): el is HTMLInputElement | HTMLAnchorElement => el !== null);
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    if (at < 0 || stops.length < 2) return;
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    event.preventDefault();
    stops[next]?.focus();
  };

  return (
    <div className={styles.panel} onKeyDown={onKeyDown}>
      <form
        role="search"
        action="/search"
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          // On the /search page the results are already here: search now instead of reloading.
          // The box's own value: it may hold words typed before the script ran.
          if (onSearch) {
            event.preventDefault();
            const typed = String(new FormData(event.currentTarget).get('q') ?? '');
            setQuery(typed);
            setSearched(typed.trim());
            setAttempt((n) => n + 1);
            onSearch(typed.trim());
          }
        }}
      >
        <label htmlFor={`${id}-q`} className={styles.label}>
          {words.label}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={styles.input}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={words.placeholder}
            aria-describedby={`${id}-status`}
            // The dialog opened to type in this box.
            autoFocus={autoFocus}
          />
          <button type="submit" className={buttonClass('primary', 'md', styles.submit)}>
            {words.submit}
          </button>
        </div>
      </form>
      <p id={`${id}-status`} role="status" className={styles.status}>
        <Status state={state} query={searched} words={words} />
      </p>
      {state.kind === 'failed' ? (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAttempt((n) => n + 1)}>
          {words.tryAgain}
        </button>
      ) : null}
      {state.kind === 'done' && state.hits.length > 0 ? (
        <>
          <ol ref={listRef} className={styles.results} aria-label={say(words.resultsFor, searched)}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <a href={hit.url} className={styles.title} {...(hit.english && words.english ? { hrefLang: 'en' } : {})}>
                  {hit.title}
                  {hit.english && words.english ? ` ${words.english}` : null}
                </a>
                <span className={styles.path}>{hit.url}</span>
                {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </li>
            ))}
          </ol>
          {state.hits.length < state.page.total ? (
            <button type="button" className={buttonClass('secondary', 'sm', styles.more)} onClick={showMore}>
              {words.showMore}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Status({ state, query, words }: { state: State; query: string; words: SearchWords }) {
  switch (state.kind) {
    case 'idle':
      return words.idle;
    case 'searching':
      return say(words.searching, query);
    case 'failed':
      return words.failed;
    case 'done': {
      const { total } = state.page;
      return say(total === 0 ? words.none : total === 1 ? words.one : words.many, query, total);
    }
  }
}
