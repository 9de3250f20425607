'use client';

import { useEffect } from 'react';
import { campaignSearch, rememberLandingUtm } from '@/lib/lead';

/**
 * Remembers the campaign (utm_* parameters) of the page a visit lands on, so a lead sent from the
 * contact page pages later still says which campaign brought the visitor. Mounted once in the site
 * frame, it runs on the landing page only: later pages are client navigations inside the same frame.
 * A visitor who left the landing page before its scripts ran is caught on the next page, from the
 * referrer (campaignSearch).
 */
export function LandingUtm() {
  useEffect(() => {
    const { search, origin } = window.location;
    rememberLandingUtm(campaignSearch(search, document.referrer, origin), window.sessionStorage);
  }, []);
  return null;
}
