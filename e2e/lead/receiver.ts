import http from 'node:http';

/**
 * How the receiver answers the next leads: as a working backend, as a broken one, not at all, slowly
 * (it takes the lead but answers only when a test releases it, standing in for an answer after 17 s,
 * past the form's 15 s), or by dropping the connection once the body is read (the lead is in).
 */
export type ReceiverMode = 'ok' | 'fail' | 'hang' | 'slow' | 'reset';

/**
 * The receiver's CORS. 'open' allows the optional Idempotency-Key header as well
 * (`Access-Control-Allow-Headers: Content-Type, Accept, Idempotency-Key`). 'strict' is set up as many
 * hosted form backends and hand-written relays are: only Content-Type besides the CORS-safelisted
 * headers. It refuses a preflight that asks for any other header (403, no CORS headers), so the
 * browser never sends the lead that preflight was for.
 */
export type ReceiverCors = 'open' | 'strict';

/** A CORS preflight the receiver answered. */
export interface Preflight {
  /** The headers it asked to send (Access-Control-Request-Headers), lower case, in order. */
  headers: string[];
  refused: boolean;
}

export interface ReceivedLead {
  contentType: string;
  accept: string;
  origin: string;
  /** The raw body, as it arrived. */
  body: string;
  /** What the receiver answered (0 when it never answered). */
  status: number;
  /** The Idempotency-Key header ('' when absent). */
  idempotencyKey: string;
  /**
   * The receiver already had a lead with this body id (the contract in deploy/README.md: keep the first, drop
   * repeats). A repeat is answered as delivered but not kept; a lead it refused (mode 'fail') is not
   * kept either, so its retry is the one kept.
   */
  repeat: boolean;
}

/**
 * A small lead receiver: a real HTTP server on localhost, like a hosted form backend. POST /leads
 * takes a lead (JSON from the site's script, or a plain form post without it) and answers as its
 * mode says; CORS as a real backend would, open or strict. Tests steer and read it over HTTP:
 *   POST /_mode/{ok|fail|hang|slow|reset}   POST /_cors/{open|strict}   POST /_release (answer the slow ones 200)
 *   GET /_leads   GET /_preflights   POST /_reset (back to ok and open, nothing received)
 */
export function startReceiver(port: number): Promise<http.Server> {
  let mode: ReceiverMode = 'ok';
  let corsMode: ReceiverCors = 'open';
  let leads: ReceivedLead[] = [];
  let preflights: Preflight[] = [];
  /** The body ids of the leads it kept. */
  let kept = new Set<string>();
  const hung: http.ServerResponse[] = [];
  const slow: { response: http.ServerResponse; lead: ReceivedLead; headers: Record<string, string> }[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': corsMode === 'strict' ? 'Content-Type' : 'Content-Type, Accept, Idempotency-Key',
      Vary: 'Origin',
    };
    if (url.pathname.startsWith('/_mode/') && request.method === 'POST') {
      mode = url.pathname.slice('/_mode/'.length) as ReceiverMode;
      return response.writeHead(204).end();
    }
    if (url.pathname.startsWith('/_cors/') && request.method === 'POST') {
      corsMode = url.pathname.slice('/_cors/'.length) as ReceiverCors;
      return response.writeHead(204).end();
    }
    if (url.pathname === '/_reset' && request.method === 'POST') {
      mode = 'ok';
      corsMode = 'open';
      leads = [];
      preflights = [];
      kept = new Set();
      for (const held of hung.splice(0)) held.destroy();
      for (const held of slow.splice(0)) held.response.destroy();
      return response.writeHead(204).end();
    }
    if (url.pathname === '/_release' && request.method === 'POST') {
      for (const held of slow.splice(0)) {
        held.lead.status = 200;
        held.response.writeHead(200, { ...held.headers, 'Content-Type': 'application/json' }).end('{"ok":true}');
      }
      return response.writeHead(204).end();
    }
    if (url.pathname === '/_leads') {
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(leads));
    }
    if (url.pathname === '/_preflights') {
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(preflights));
    }
    if (url.pathname !== '/leads') return response.writeHead(404).end();
    if (request.method === 'OPTIONS') {
      const asked = String(request.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      const refused = corsMode === 'strict' && asked.some((name) => name !== 'content-type');
      preflights.push({ headers: asked, refused });
      return refused ? response.writeHead(403).end() : response.writeHead(204, cors).end();
    }
    if (request.method !== 'POST') return response.writeHead(405, cors).end();

    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const lead: ReceivedLead = {
        contentType: request.headers['content-type'] ?? '',
        accept: request.headers.accept ?? '',
        origin: request.headers.origin ?? '',
        body,
        status: 0,
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
        repeat: false,
      };
      const id = bodyId(lead);
      if (id) {
        lead.repeat = kept.has(id);
        if (mode !== 'fail') kept.add(id);
      }
      leads.push(lead);
      if (mode === 'hang') {
        hung.push(response);
        return;
      }
      if (mode === 'slow') {
        slow.push({ response, lead, headers: cors });
        return;
      }
      if (mode === 'reset') {
        request.socket.resetAndDestroy();
        return;
      }
      lead.status = mode === 'ok' ? 200 : 500;
      const plainPost = lead.contentType.startsWith('application/x-www-form-urlencoded');
      if (plainPost) {
        // A form backend's own confirmation page, for a visitor without JavaScript.
        response.writeHead(lead.status, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(`<!doctype html><title>Received</title><h1>${mode === 'ok' ? 'Thank you, your message was received.' : 'Error'}</h1>`);
      }
      response.writeHead(lead.status, { ...cors, 'Content-Type': 'application/json' });
      response.end(JSON.stringify(mode === 'ok' ? { ok: true } : { ok: false, error: 'receiver failed' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The id of a JSON lead ('' for a plain form post, which has none). */
function bodyId(lead: ReceivedLead): string {
  if (lead.contentType.startsWith('application/x-www-form-urlencoded')) return '';
  try {
    const { id } = JSON.parse(lead.body) as { id?: unknown };
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}
