import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildStage, hydrated, sitemapPaths } from './support';
import { languages, translations } from '../content/languages';
import { dictionary } from '../lib/i18n';

// The two ways the build is served here: `npm start` (scripts/serve.mjs with the generated
// serve.json) and Debian's nginx with the shipped deploy/nginx.conf. Both must answer the same:
// every route 200, real 404s with the site's 404 page, one address per page, and the same headers.

const hosts = [
  { name: 'serve (npm start)', origin: '' },
  { name: 'nginx (deploy/nginx.conf)', origin: process.env.E2E_NGINX_URL ?? '' },
] as const;

const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    'frame-src https://www.google.com',
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expect(csp, what).toMatch(/connect-src 'self'/);
  expect(csp, what).toMatch(/form-action 'self'/);
};

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

/** Byte counts and ranges refer to the file itself, not to a gzipped copy. */
const identity = { 'accept-encoding': 'identity' };

/**
 * A GET of the path exactly as written (fetch and browsers resolve "/./" and "\\" first), read
 * leniently so that a header carrying a raw control character reaches the assertions instead of
 * failing the parse.
 */
const rawGet = (site: string, path: string) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    const { hostname, port } = new URL(site);
    http
      .get({ hostname, port, path, insecureHTTPParser: true }, (response) => resolve(response.resume()))
      // Even the lenient parser refuses a lone CR in a header.
      .on('error', (error) => reject(new Error(`${path}: ${error.message}`)));
  });

for (const { name, origin } of hosts) {
  test.describe(name, () => {
    test('every sitemap route answers 200 HTML with the security headers and a CSP of its own', async ({ page, request }) => {
      test.setTimeout(60_000);
      const paths = await sitemapPaths(page);
      expect(paths).toContain('/services');
      const policies = new Set<string>();
      for (const path of paths) {
        const response = await get(request, origin + path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toContain('text/html');
        expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
        expectSecurityHeaders(response.headers(), path);
        policies.add(response.headers()['content-security-policy']!);
      }
      // Each page's inline scripts differ, so each page has its own policy.
      expect(policies.size).toBe(paths.length);
    });

    test('unknown paths and folders of the export answer 404 with the site 404 page, never 403', async ({ request }) => {
      // /services/free-trainings is a folder of the export with no page of its own (/news/usa was one
      // until the countries' news archives gave it a page).
      for (const path of ['/no-such-page', '/services/free-trainings', '/news/usa/9', '/news/india', '/study-abroad/atlantis', '/_next/static', '/images']) {
        const response = await get(request, origin + path);
        const what = `${name} ${path}`;
        if (response.status() === 301) {
          // serve answers a folder path with a redirect first; follow it once.
          const next = await get(request, origin + response.headers()['location']);
          expect([404], what).toContain(next.status());
          continue;
        }
        expect(response.status(), what).toBe(404);
        expect(response.headers()['content-type'], what).toContain('text/html');
        const html = await response.text();
        expect(html, what).toContain('Unexpected Application Error!');
        expect(html, what).toContain('404 Not Found');
        expectSecurityHeaders(response.headers(), what);
      }
    });

    test('an address under a translation that is not a page answers 404 with that language’s 404 page, under its CSP', async ({ page, request }) => {
      for (const lang of translations) {
        const { notFound } = dictionary(lang);
        for (const path of [`/${lang}/no-such-page`, `/${lang}/faq`, `/${lang}/parents/extra`]) {
          const response = await get(request, origin + path);
          expect(response.status(), `${name} ${path}`).toBe(404);
          const html = await response.text();
          expect(html, `${name} ${path}`).toContain(`lang="${languages[lang].locale}"`);
          expect(html, `${name} ${path}`).toContain(notFound.heading);
          expectSecurityHeaders(response.headers(), `${name} ${path}`);
        }
        expect((await get(request, `${origin}/${lang}/parents`)).status(), `${name} /${lang}/parents`).toBe(200);
      }
      // In a browser: the page draws in its language and its scripts run under the policy sent with it.
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && !/404/.test(message.text()) && errors.push(message.text()));
      await page.goto(`${origin}/kn/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary('kn').notFound.heading);
      await hydrated(page);
      expect(errors).toEqual([]);
    });

    test('one address per page: trailing slashes and .html duplicates redirect to the clean URL', async ({ request }) => {
      for (const [from, to] of [
        ['/kn/parents/', '/kn/parents'],
        ['/hi/', '/hi'],
        ['/ta/fees-and-refunds.html', '/ta/fees-and-refunds'],
        ['/about-us/', '/about-us'],
        ['/services/', '/services'],
        ['/news/usa/1/', '/news/usa/1'],
        ['/about-us.html', '/about-us'],
        ['/news/usa/1.html', '/news/usa/1'],
        ['/about-us/?topic=visa', '/about-us?topic=visa'],
      ]) {
        const response = await get(request, origin + from);
        expect([301, 308], `${name} ${from}`).toContain(response.status());
        expect(response.headers()['x-content-type-options'], `${name} ${from}`).toBe('nosniff');
        expect(new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search, `${name} ${from}`).toBe(to);
      }
      // The home page's file is not a second home page.
      const index = await get(request, `${origin}/index.html`);
      expect([301, 308, 404], `${name} /index.html`).toContain(index.status());
      if (index.status() !== 404) expect(new URL(index.headers()['location']!, 'http://x').pathname).toBe('/');
    });

    test('a redirect never leaves the site, whatever the path decodes to', async ({ baseURL }) => {
      const site = origin || baseURL!;
      for (const path of [
        '/%5Cevil.example.com/',
        '/%5Cevil.example.com.html',
        '/\\evil.example.com/',
        '/%09/evil.example.com/',
        '/%0D/evil.example.com/',
        '/%0D%0AX-Injected:%201/',
        '//evil.example.com/',
        '//evil.example.com/about-us.html',
        '/.//evil.example.com/',
        '/..//evil.example.com/',
        '/%2F%2Fevil.example.com/',
      ]) {
        const what = `${name} ${path}`;
        const response = await rawGet(site, path);
        expect(response.headers['x-injected'], what).toBeUndefined();
        // Refusing (nginx: 400 for a path above the root) or not knowing the path is fine too.
        if (response.statusCode === 400 || response.statusCode === 404) continue;
        expect(response.statusCode, what).toBe(301);
        const location = response.headers.location ?? '';
        // A single leading slash and no backslash, space or control character: browsers read "//",
        // "/\" and "/<tab>/" as the start of another host.
        expect(location, what).toMatch(/^\/(?![/\\])[^\\\x00-\x20\x7f]*$/);
        expect(new URL(location, site).origin, what).toBe(new URL(site).origin);
      }
    });

    test('a NUL byte or an over-long path segment is a bad or unknown path, not a server error', async ({ request }) => {
      for (const path of ['/%00', '/about-us%00.html', `/${'a'.repeat(300)}`, `/news/${'a'.repeat(300)}/1`]) {
        expect([400, 404], `${name} ${path.slice(0, 40)}`).toContain((await get(request, origin + path)).status());
      }
    });

    test('only GET and HEAD: other methods answer 405 with Allow, HEAD answers like GET without a body', async ({ request }) => {
      for (const path of ['/', '/about-us', '/about-us/', '/images/events/ielts-masterclass.svg']) {
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
          const response = await request.fetch(origin + path, { method, maxRedirects: 0 });
          expect(response.status(), `${name} ${method} ${path}`).toBe(405);
          expect(response.headers()['allow'], `${name} ${method} ${path}`).toBe('GET, HEAD');
          // Guarded like a page: a refusal is a response a browser may render too.
          expect(response.headers()['x-content-type-options'], `${name} ${method} ${path}`).toBe('nosniff');
          expect(response.headers()['content-security-policy'], `${name} ${method} ${path}`).toContain("frame-ancestors 'none'");
        }
      }
      const page = await get(request, `${origin}/about-us`, identity);
      const head = await request.head(`${origin}/about-us`, { headers: identity });
      expect(head.status()).toBe(200);
      expect((await head.body()).length).toBe(0);
      expect(head.headers()['content-type']).toBe(page.headers()['content-type']);
      expect(Number(head.headers()['content-length'])).toBe((await page.body()).length);
    });

    test('byte ranges: a satisfiable one answers 206 with those bytes, one past the end 416 without the file', async ({ request }) => {
      const file = await (await get(request, `${origin}/about-us`, identity)).body();
      const part = await get(request, `${origin}/about-us`, { ...identity, range: 'bytes=0-9' });
      expect(part.status()).toBe(206);
      expect(part.headers()['content-range']).toBe(`bytes 0-9/${file.length}`);
      expect((await part.body()).equals(file.subarray(0, 10))).toBe(true);
      // A browser asks for ranges with gzip allowed: a server may answer with the whole page (nginx
      // does), but a 206 must hold the file's own bytes, not a slice of a compressed body.
      const zipped = await get(request, `${origin}/about-us`, { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
      if (zipped.status() === 206) {
        expect(zipped.headers()['content-encoding'], name).toBeUndefined();
        expect(zipped.headers()['content-range'], name).toBe(`bytes 0-9/${file.length}`);
        expect((await zipped.body()).equals(file.subarray(0, 10)), name).toBe(true);
      } else {
        expect(zipped.status(), name).toBe(200);
        expect((await zipped.body()).equals(file), name).toBe(true);
      }
      const past = await get(request, `${origin}/about-us`, { ...identity, range: `bytes=${file.length}-` });
      expect(past.status()).toBe(416);
      expect(past.headers()['content-range']).toBe(`bytes */${file.length}`);
      // nginx sends its short error page, serve nothing; neither sends the page.
      expect((await past.body()).length).toBeLessThan(1024);
    });

    test('host files and Next internals are not pages', async ({ request }) => {
      for (const path of ['/_headers', '/_not-found', '/_not-found.html', '/404', '/404.html', '/.env']) {
        expect((await get(request, origin + path)).status(), `${name} ${path}`).toBe(404);
      }
    });

    test('the icons a page links, and /favicon.ico, answer as images', async ({ page, request }) => {
      await page.goto(`${origin}/`);
      const linked = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
      expect(linked.sort()).toEqual(['/apple-touch-icon.png', '/favicon.ico', '/icon.svg']);
      for (const [path, type] of [
        ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
        ['/icon.svg', /^image\/svg\+xml/],
        ['/apple-touch-icon.png', /^image\/png/],
      ] as const) {
        const response = await get(request, origin + path);
        expect(response.status(), `${name} ${path}`).toBe(200);
        expect(response.headers()['content-type'], `${name} ${path}`).toMatch(type);
        expect(response.headers()['x-content-type-options'], `${name} ${path}`).toBe('nosniff');
      }
    });

    test('scripts are compressed and cached for a year, images for a week', async ({ page, request }) => {
      await page.goto(`${origin}/`);
      const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
      const js = await get(request, origin + script!, { 'accept-encoding': 'gzip' });
      expect(js.status()).toBe(200);
      expect(js.headers()['content-type']).toContain('javascript');
      expect(js.headers()['content-encoding']).toBe('gzip');
      expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(js.headers()['x-content-type-options']).toBe('nosniff');
      const html = await get(request, `${origin}/contact-us`, { 'accept-encoding': 'gzip' });
      expect(html.headers()['content-encoding']).toBe('gzip');
      const font = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.getAttribute('href'));
      expect(font).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
      const fontResponse = await get(request, origin + font!);
      expect(fontResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = await get(request, `${origin}/images/events/ielts-masterclass.svg`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/svg+xml');
      expect(image.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
      const share = await get(request, `${origin}/og/home.png`);
      expect(share.headers()['content-type']).toBe('image/png');
      expect(share.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    });
  });
}

test('out/_headers (Netlify, Cloudflare Pages) gives each route the same headers as the tested hosts', async ({ page, request }) => {
  // Parsed the way those hosts read it: a path line, then indented "Name: value" lines.
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(join((await buildStage.paths()).out, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) rules.set(line.trim(), (current = {}));
    else if (/^\s+\S/.test(line) && current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  const everywhere = rules.get('/*')!;
  for (const path of await sitemapPaths(page)) {
    const served = (await get(request, path)).headers();
    const rule = rules.get(path);
    expect(rule, path).toBeDefined();
    for (const [name, value] of Object.entries({ ...everywhere, ...rule })) expect(served[name], `${path} ${name}`).toBe(value);
  }
  expect(rules.get('/_next/static/*')).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
});

test('the map frame tells Google the site, not the page, and runs sandboxed', async ({ page }) => {
  const referers: (string | undefined)[] = [];
  await page.route(/^https:\/\/www\.google\.com\/maps/, async (route) => {
    referers.push((await route.request().allHeaders()).referer);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
  });
  await page.goto('/contact-us?utm_source=newsletter&utm_campaign=fall-2027');
  await hydrated(page);
  await page.getByRole('button', { name: 'Show map' }).click();
  const frame = page.getByTitle('Map of our head branch in Marathahalli, Bengaluru');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/).sort();
  expect(sandbox).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
  await expect.poll(() => referers.length).toBeGreaterThan(0);
  expect(referers).toEqual([`${new URL(page.url()).origin}/`]);
});
