'use client';

import { useEffect } from 'react';
import { rememberLandingUtm } from '@/lib/lead';

/**
 * Remembers the campaign (utm_* parameters) of the page a visit lands on, so a lead sent from the
 * contact page pages later still says which campaign brought the visitor. Mounted once in the site
 * frame, it runs on the landing page only: later pages are client navigations inside the same frame.
 */
export function LandingUtm() {
  useEffect(() => {
    rememberLandingUtm(window.location.search, window.sessionStorage);
  }, []);
  return null;
}
