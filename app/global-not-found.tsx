import type { Metadata } from 'next';
import { Document } from '@/components/layout/Document';
import { ErrorPanel } from '@/components/layout/ErrorPanel';
import { siteMetadata } from '@/components/seo/metadata';
import { site } from '@/content/site';

// Drawn outside the layouts: the site's own head, and a title as the layouts' template would give it.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page not found · ${site.name}`,
  description: 'The page you were looking for does not exist. Find study-abroad guidance from our home page or ask us directly.',
  robots: { index: false },
};

/**
 * An address no route matches: the English 404 page, in the site's frame, as a document of its own
 * (each language's root layout starts its own, so there is none above this). An address under a
 * translation's prefix gets that language's 404 page instead (app/[lang]/404), from the server.
 * Being outside the layouts, it is not part of every page's flight data, as a segment's not-found is.
 */
export default function GlobalNotFound() {
  return (
    <Document lang="en">
      <ErrorPanel detail="404 Not Found" message="We could not find that page. It may have moved, or the address may have a typo." />
    </Document>
  );
}
