import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** How a script-driven scroll should move right now: smooth, unless the visitor asked for reduced motion. */
export function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia(query).matches ? 'auto' : 'smooth';
}

/** True when the visitor asked for reduced motion. The server render assumes reduced motion, so
 *  the HTML always shows final states (counters at their values, timelines complete). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
