import { useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A choice that lives in the page's address (`?destination=uk&level=masters`), so a link reopens it.
 * The static page cannot know its address, so until hydration the choice is `drawn` (what the server
 * drew); then it is the address's, until the visitor chooses, which rewrites the address in place (no
 * new history entry per tap).
 */
export function useAddressChoice<T>(fromSearch: (search: string) => T, toSearch: (choice: T) => string, drawn: T): [T, (next: T) => void] {
  const hydrated = useHydrated();
  // Boxed, so a choice of null is still a choice.
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const choice = chosen ? chosen.value : hydrated ? fromSearch(window.location.search) : drawn;
  const choose = (next: T) => {
    setChosen({ value: next });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toSearch(next)}${window.location.hash}`);
  };
  return [choice, choose];
}
