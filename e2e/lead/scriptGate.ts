import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptGate {
  /** The site's address through the gate. */
  url: string;
  /** Lets the held script chunks (and every later one) through. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * The site behind a real local proxy that holds its script chunks until `release` (a phone on a slow
 * network: the page painted, its scripts seconds away). Unlike `page.route`, it leaves the browser's
 * network alone: while any route is set, Playwright answers every CORS preflight itself, allowing any
 * header, so a receiver's CORS is only really tested without one.
 */
export async function startScriptGate(sitePort: number): Promise<ScriptGate> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        { host: '127.0.0.1', port: sitePort, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (request.url?.startsWith('/_next/static/chunks/')) void released.then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
