import http from 'node:http';

export interface ReceivedEvent {
  contentType: string;
  origin: string;
  /** Cookies must never arrive. */
  cookie: string;
  body: string;
}

/**
 * A stand-in for a self-hosted Plausible: POST /api/event records the event and answers 202 with
 * CORS, as Plausible does. Tests read GET /_events and clear with POST /_reset.
 */
export function startAnalyticsReceiver(port: number): Promise<http.Server> {
  let events: ReceivedEvent[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/_events') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(events));
    if (url.pathname === '/_reset' && request.method === 'POST') {
      events = [];
      return response.writeHead(204).end();
    }
    if (url.pathname !== '/api/event' || request.method !== 'POST') return response.writeHead(404).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      events.push({ contentType: request.headers['content-type'] ?? '', origin: request.headers.origin ?? '', cookie: request.headers.cookie ?? '', body });
      response.writeHead(202, { 'Access-Control-Allow-Origin': request.headers.origin ?? '*' }).end('ok');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
