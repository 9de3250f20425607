'use client';

import { ErrorPanel } from '@/components/layout/ErrorPanel';
import { retryFor } from '@/components/layout/retry';

/** Route-level errors (spec §8): the error's own text is shown, e.g. a ChunkLoadError's
 *  "Loading chunk {id} failed ({type}: {url})". This boundary sits inside the English site's frame
 *  (app/(site)/layout.tsx), so the top bar, header and footer stay in place around it. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { retry, chunkFailed } = retryFor(error, reset);
  return (
    <ErrorPanel
      detail={error.message || error.name}
      message={
        chunkFailed
          ? 'Part of this page could not be downloaded, usually because of a weak connection. Reloading normally fixes it.'
          : 'Something went wrong while showing this page. Please try again.'
      }
      onRetry={retry}
    />
  );
}
