'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { SearchPanel } from './SearchPanel';

const noChanges = () => () => {};
const addressQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

/** The /search page's island: the query comes from the address (?q=) and each search goes back into it. */
export function SearchPage() {
  // The page is static: the server renders it without a query; the browser reads the address.
  const initialQuery = useSyncExternalStore(noChanges, addressQuery, () => '');

  const onSearch = useCallback((query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, []);

  return <SearchPanel initialQuery={initialQuery} onSearch={onSearch} />;
}
