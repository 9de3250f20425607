import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/lib/keystatic';

/** The editor's local-mode API (reads and writes the repository's files), development only like the editor. */
export const { GET, POST } = makeRouteHandler({ config });
