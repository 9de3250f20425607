'use client';

import { useEffect } from 'react';
import { startAnalytics } from '@/lib/analytics';

/**
 * Marks <html data-hydrated> once React has hydrated the page and run its effects. The pages are
 * static HTML that works before any script runs, so the mark is how the end-to-end tests (and any
 * monitoring) know the islands are live, without reading React's internals. Measurement, when the
 * build has it, starts here too: after the page works, never competing with it.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    startAnalytics();
  }, []);
  return null;
}
