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

const hosts = [
  ['serve (npm start)', ''],
  ['nginx (deploy/nginx.conf)', process.env.E2E_NGINX_URL ?? ''],
] as const;

for (const [host, origin] of hosts) {
  test(`${host}: every route loads under its CSP with no violation and hydrates`, async ({ page }) => {
    test.setTimeout(180_000);
    await watchCsp(page);
    const paths = await sitemapPaths(page);
    // The 404 page has inline scripts of its own, and is served for any unknown path.
    for (const path of [...paths, '/no-such-page']) {
      const response = await page.goto(origin + path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      // 'wasm-unsafe-eval' is the site search's WebAssembly; JavaScript eval stays off.
      expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).not.toContain("'unsafe-inline' 'sha256");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src')), path).not.toContain('unsafe-inline');
      // Hydrated: the menu button has React's handlers and opens its menu.
      const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' });
      await hydrated(page);
      await services.click();
      await expect(services, path).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: 'Visa Guidance' }).first(), path).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
}

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
