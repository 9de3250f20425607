'use client';

import { ErrorPanel } from '@/components/layout/ErrorPanel';
import './tokens.css';
import './globals.css';

/** Last resort when the root layout itself fails: same screen, own <html>. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorPanel
            detail={error.message || error.name}
            message="Something went wrong while loading the site. Reloading the page usually fixes it."
            onRetry={() => window.location.reload()}
          />
        </main>
      </body>
    </html>
  );
}
