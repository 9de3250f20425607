'use client';

import { useEffect } from 'react';

/**
 * Opens the news tab named by the URL hash (/news#uk), so article breadcrumbs and "All UK news"
 * links land on their country. The tabs stay static HTML; this only presses the matching tab once
 * the page runs, and again when the hash changes.
 */
export function NewsTabFromHash({ ids }: { ids: string[] }) {
  useEffect(() => {
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!ids.includes(id)) return;
      const tab = document.querySelector<HTMLButtonElement>(`[role="tab"][aria-controls$="-panel-${id}"]`);
      if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [ids]);

  return null;
}
