/**
 * How an error screen retries: a script chunk that could not be downloaded needs a fresh document;
 * anything else can re-render in place (the boundary's reset).
 */
export function retryFor(error: Error, reset: () => void): { retry: () => void; chunkFailed: boolean } {
  const chunkFailed = error.name === 'ChunkLoadError';
  return { retry: chunkFailed ? () => window.location.reload() : reset, chunkFailed };
}
