import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hydrated, scrollLeft } from './support';
import { cspViolations, expectStrictScripts, watchCsp } from './csp';

// The served Content-Security-Policy allows each page's own inline scripts by hash and nothing else
// (scripts/build/headers.mjs). A hash that does not match the exact script text blocks Next's flight data,
// and the page never hydrates. Every route loads under serve's headers in site.spec.ts's walk; these
// tests check nginx sends the same policy, and that the form, carousels and client navigation run under it.

const nginx = process.env.E2E_NGINX_URL ?? '';

/** The sha256 source of every inline script of a page, as the browser hashes it (the exact text). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body!.length > 0)
    .map(([tag, body]) => (/type="application\/(ld\+)?json"/.test(tag) ? null : `'sha256-${createHash('sha256').update(body!).digest('base64')}'`))
    .filter((hash): hash is string => hash !== null);
}

test('nginx (deploy/nginx.conf): every route sends the CSP serve sends, and it allows every inline script of the page', async ({ request }) => {
  // A hash that does not match a script's exact text blocks it (the page never hydrates); the browser
  // walk of every route (site.spec.ts) proves the hashes on serve, and this proves nginx sends the same policy for each route.
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
    expect(await cspViolations(page), path).toEqual([]);
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
  expect(await cspViolations(page)).toEqual([]);
});
