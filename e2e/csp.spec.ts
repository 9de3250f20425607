import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, scrollLeft, sitemapPaths } from './support';

// The served Content-Security-Policy allows each page's own inline scripts by hash and nothing else
// (scripts/build/headers.mjs). A hash that does not match the exact script text blocks Next's flight data,
// and the page never hydrates: these tests load every route under the real headers and check both.

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; sample: string }[];
  }
}

async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

const nginx = process.env.E2E_NGINX_URL ?? '';

/** The CSP's script-src and what it must never allow. */
function expectStrictScripts(csp: string, path: string) {
  // 'wasm-unsafe-eval' is the site search's WebAssembly; JavaScript eval stays off.
  expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp, path).not.toContain("'unsafe-eval'");
  expect(csp, path).not.toContain("'unsafe-inline' 'sha256");
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src')), path).not.toContain('unsafe-inline');
}

/** The sha256 source of every inline script of a page, as the browser hashes it (the exact text). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body!.length > 0)
    .map(([tag, body]) => (/type="application\/(ld\+)?json"/.test(tag) ? null : `'sha256-${createHash('sha256').update(body!).digest('base64')}'`))
    .filter((hash): hash is string => hash !== null);
}

test('serve (npm start): every route loads under its CSP with no violation and hydrates', async ({ page }) => {
  test.setTimeout(180_000);
  await watchCsp(page);
  const paths = await sitemapPaths(page);
  // The 404 page has inline scripts of its own, and is served for any unknown path.
  for (const path of [...paths, '/no-such-page']) {
    const response = await page.goto(path);
    expectStrictScripts(response?.headers()['content-security-policy'] ?? '', path);
    // Hydrated: React gives <html> its mark last, after every script the policy had to allow.
    await hydrated(page);
    expect(await violations(page), path).toEqual([]);
  }
  // And its handlers run: the menu button opens its menu.
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
});

test('nginx (deploy/nginx.conf): every route sends the CSP serve sends, and it allows every inline script of the page', async ({ request }) => {
  // A hash that does not match a script's exact text blocks it (the page never hydrates); the browser
  // walk above proves the hashes on serve, and this proves nginx sends the same policy for each route.
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  for (const path of [...paths, '/no-such-page']) {
    const [viaServe, viaNginx] = await Promise.all([request.get(path), request.get(nginx + path)]);
    const csp = viaNginx.headers()['content-security-policy'] ?? '';
    expectStrictScripts(csp, path);
    expect(csp, path).toBe(viaServe.headers()['content-security-policy']);
    const html = await viaNginx.text();
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, path).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp, `${path}: an inline script outside the policy`).toContain(hash);
  }
});

test('nginx (deploy/nginx.conf): a page of each kind loads under its CSP with no violation and hydrates', async ({ page }) => {
  await watchCsp(page);
  for (const path of ['/', '/study-abroad/usa', '/news', '/contact-us', '/tools/education-loan', '/no-such-page']) {
    const response = await page.goto(nginx + path);
    expectStrictScripts(response?.headers()['content-security-policy'] ?? '', path);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' });
    await hydrated(page);
    await services.click();
    await expect(services, path).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Visa Guidance' }).first(), path).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('the contact form, carousels and client navigation work under the CSP', async ({ page }) => {
  await watchCsp(page);
  await page.goto('/contact-us');
  const submit = page.getByRole('button', { name: /send|submit/i }).first();
  await hydrated(page);
  await submit.click();
  await expect(page.getByText('Please enter Full Name.')).toBeVisible();

  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next events' });
  await hydrated(page);
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect.poll(() => scrollLeft(page.getByRole('list', { name: 'events' }))).toBeGreaterThan(0);
  // Client-side navigation fetches the next page's data from the same origin (connect-src 'self').
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
  await about.click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About Us');
  expect(await violations(page)).toEqual([]);
});
