#!/usr/bin/env node
// Serves out/ the way `npm start` promises: clean URLs, the 404 page, gzip and the generated headers
// (deploy/generated/serve.json, written by scripts/headers.mjs). serve-handler is the engine of the
// `serve` CLI, used directly because the CLI rejects a config with more than 50 header rules and the
// site has one CSP rule per page.
//   PORT=3000 node scripts/serve.mjs

import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
// All interfaces by default, as the serve CLI did (so both localhost and 127.0.0.1 answer); HOST narrows it.
const host = process.env.HOST;

let config;
try {
  config = JSON.parse(readFileSync(path.join(root, 'deploy/generated/serve.json'), 'utf8'));
} catch {
  console.error('serve: deploy/generated/serve.json is missing: run `npm run build` first');
  process.exit(1);
}

// gzip like the serve CLI does (and like nginx with deploy/nginx.conf).
const compress = compression();
/** One address per page, query kept (serve-handler's own redirects drop it): /a/ and /a.html -> /a. */
function cleanRedirect(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let clean = url.pathname;
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.replace(/\/+$/, '') || '/';
  if (clean.endsWith('.html')) clean = clean.slice(0, -'.html'.length);
  if (clean === '/index') clean = '/';
  if (clean === url.pathname) return false;
  response.writeHead(301, { Location: clean + url.search });
  response.end();
  return true;
}

/** Like deploy/nginx.conf: Next's spare copy of the 404 page, host files and dotfiles are not pages. */
const notPages = /^\/(_not-found|404$|404\.html$|_headers$|\.)/;

const server = http.createServer((request, response) => {
  if (notPages.test(new URL(request.url ?? '/', 'http://localhost').pathname)) request.url = '/_/not-a-page';
  if (cleanRedirect(request, response)) return;
  compress(request, response, () =>
    handler(request, response, { ...config, public: path.join(root, 'out') }).catch((error) => {
      console.error(error);
      response.statusCode = 500;
      response.end();
    }),
  );
});
server.listen(port, host, () => console.log(`Serving out/ on http://${host ?? 'localhost'}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
