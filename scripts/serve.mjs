#!/usr/bin/env node
// Serves out/ the way `npm start` promises: clean URLs, the 404 page, gzip and the generated headers
// (deploy/generated/serve.json, written by the build stage's headers step, scripts/build/headers.mjs). serve-handler is the engine of the
// `serve` CLI, used directly because the CLI rejects a config with more than 50 header rules and the
// site has one CSP rule per page.
//   PORT=3000 node scripts/serve.mjs

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { paths } from './paths.mjs';

const port = Number(process.env.PORT ?? 3000);
// All interfaces by default, as the serve CLI did (so both localhost and 127.0.0.1 answer); HOST narrows it.
const host = process.env.HOST;

let config;
try {
  config = JSON.parse(readFileSync(path.join(paths.generated, 'serve.json'), 'utf8'));
} catch {
  console.error('serve: deploy/generated/serve.json is missing: run `npm run build` first');
  process.exit(1);
}

// gzip like the serve CLI does (and like nginx with deploy/nginx.conf), but never a byte range: its
// Content-Range counts the file's bytes, which a compressed body would no longer match.
const compress = compression({ filter: (request, response) => !request.headers.range && compression.filter(request, response) });

/** The headers every answer carries (the build's rule for all paths), so a 405 or a redirect is as guarded as a page. */
const siteHeaders = Object.fromEntries(
  (config.headers.find((rule) => rule.source === '**')?.headers ?? []).map(({ key, value }) => [key, value]),
);

/**
 * One address per page: /a/ and /a.html -> /a, /index -> / (the query is kept; serve-handler's own
 * redirects drop it).
 */
function cleanPath(pathname) {
  let clean = pathname;
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.replace(/\/+$/, '') || '/';
  if (clean.endsWith('.html')) clean = clean.slice(0, -'.html'.length);
  return clean === '/index' ? '/' : clean;
}

/**
 * What a redirect may name, as in deploy/nginx.conf: plain path segments only. URL leaves dot
 * segments' remains ("/.//evil.example.com/" has the pathname "//evil.example.com/"), and such a
 * Location sends the browser to another site.
 */
const redirectable = /^\/$|^(\/[A-Za-z0-9_.~-]+)+$/;

/** Like deploy/nginx.conf: Next's spare copy of the 404 page, host files and dotfiles are not pages. */
const notPages = /^\/(_not-found|404$|404\.html$|_headers$|\.)|^\/[a-z]{2}\/404(\.html)?$/;

/**
 * The translations, found as the build wrote them: each has its own 404 page (out/kn/404.html), sent
 * with status 404 for an address under its prefix that is not a page, as deploy/nginx.conf does.
 */
const translations = readdirSync(paths.out, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(paths.out, entry.name, '404.html')))
  .map((entry) => entry.name);
const isFile = (file) => existsSync(file) && statSync(file).isFile();
function translationMissing(clean) {
  const lang = clean.split('/')[1];
  if (!translations.includes(lang)) return null;
  const file = path.join(paths.out, decodeURIComponent(clean));
  return file.startsWith(paths.out) && (isFile(`${file}.html`) || isFile(file)) ? null : lang;
}

/** Answers with status 404 whatever serve-handler would have sent (a translation's 404 page). */
function asNotFound(response) {
  const { writeHead } = response;
  response.writeHead = (status, ...rest) => writeHead.call(response, status === 200 ? 404 : status, ...rest);
}
const notAPage = '/_/not-a-page';

/** serve-handler answers 500 to a path the file system cannot name (a NUL byte, a 256-byte segment): it names no file. */
const unnameable = new Set(['ERR_INVALID_ARG_VALUE', 'ENAMETOOLONG']);
const methods = {
  lstat: (file) =>
    lstat(file).catch((error) => {
      throw unnameable.has(error.code) ? Object.assign(error, { code: 'ENOENT' }) : error;
    }),
};

/** serve-handler answers an unsatisfiable Range with 416 and `Content-Range: bytes *\/size`, then sends the whole file anyway. */
function noBodyOn416(response) {
  const { writeHead, end } = response;
  response.writeHead = (status, ...rest) => {
    if (status !== 416) return writeHead.call(response, status, ...rest);
    response.write = () => true;
    response.end = () => end.call(response);
    return writeHead.call(response, status, { ...rest[0], 'Content-Length': 0 });
  };
}

const server = http.createServer((request, response) => {
  // A static site: nothing to post, put or delete (nginx answers the same, see deploy/nginx.conf).
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...siteHeaders, Allow: 'GET, HEAD', 'Content-Length': 0 });
    response.end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  const duplicate = clean !== url.pathname;
  if (notPages.test(url.pathname) || (duplicate && !redirectable.test(clean))) request.url = notAPage;
  else if (duplicate) {
    response.writeHead(301, { ...siteHeaders, Location: clean + url.search });
    response.end();
    return;
  }
  let missing = null;
  try {
    missing = request.url === notAPage ? null : translationMissing(clean);
  } catch {
    // An address the file system cannot name: serve-handler answers it below.
  }
  if (missing) {
    request.url = `/${missing}/404`;
    asNotFound(response);
  }
  compress(request, response, () => {
    // Inside compress, so that compression sees the 416's zero length and leaves it alone.
    noBodyOn416(response);
    handler(request, response, { ...config, public: paths.out }, methods).catch((error) => {
      console.error(error);
      response.statusCode = 500;
      response.end();
    });
  });
});
server.listen(port, host, () => console.log(`Serving out/ on http://${host ?? 'localhost'}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
