import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../content/routes';
import { desktop, expectNoAxeViolations, hydrated, phone, preloadAxe, sitemapPaths, watchConsole } from './support';
import { cspViolations, expectStrictScripts, watchCsp } from './csp';

test('an unknown path answers 404 with the error page and a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  // A designed page of the site, not a crash dump: the error text in the site's font and colours,
  // and the most useful pages one tap away.
  const detail = await page.getByText('404 Not Found').evaluate((el) => {
    const style = getComputedStyle(el);
    return { fontFamily: style.fontFamily, color: style.color };
  });
  expect(detail.fontFamily).not.toMatch(/mono/i);
  expect(detail.color).not.toBe('rgb(185, 28, 28)');
  const popular = page.getByRole('navigation', { name: 'Popular pages' });
  for (const href of ['/study-abroad', '/contact-us', '/faq', '/news']) {
    await expect(popular.locator(`a[href="${href}"]`)).toBeVisible();
  }
  expect((await page.request.get('/study-abroad/atlantis')).status()).toBe(404);
  expect((await page.request.get('/news/usa/9')).status()).toBe(404);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://www.aspireoverseas.in/sitemap.xml');
});

test('static assets are cached immutably and HTML revalidates', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await page.request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('javascript');
});

/** The words of a hyphenated compound ("F-1", "top-rated") that the layout broke across two lines. */
async function wordsBrokenAtHyphen(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
}

test('the served sitemap lists exactly the route list the per-route checks walk', async ({ page }) => {
  expect((await sitemapPaths(page)).sort()).toEqual([...allRoutes()].sort());
});

/** Axe, words broken at their hyphen and width beyond the screen, on the page as it is drawn now. */
async function expectFits(page: Page, width: string) {
  await expectNoAxeViolations(page);
  expect(await wordsBrokenAtHyphen(page), width).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${width}: px wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * The per-route checks share one tab per worker: a fresh browser context for each of the ~140 routes
 * (Playwright's default) starts a new renderer and compiles every script (axe's too) cold each time,
 * about a third of these checks' time on this 2-core machine. What carries over is that renderer and
 * its compiled code, nothing a page can see: the tab's HTTP cache is off, so each route fetches all its
 * files (and is still unhydrated when its 390 px check starts, as in a fresh context); its storage,
 * cookies and listeners are cleared after each route; the CSP recorder and axe are added once. A failed
 * test ends its worker, so the next route gets a new tab.
 */
const routeTest = test.extend<{ tab: Page }, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, viewport: phone });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
      await watchCsp(page);
      await preloadAxe(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ sharedTab: page }, provide) => {
    await page.setViewportSize(phone);
    await provide(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  },
});

// One test per route, so one failing page does not hide the others (and no single test walks the
// whole site against one timeout). Each page opens as a phone opens it (390 px, checked as soon as it
// is drawn, its scripts perhaps still on their way), hydrates under the served CSP, then is checked
// again at 1366 px, as a window made wider. So the other specs run axe only on what a visitor's
// action draws (an open menu, a form's errors, a picked filter), never on a page as it loads. What a
// page's HTML says without a browser (titles, descriptions, share tags, links, validity) is checked
// over out/ by e2e/out/pages.test.mjs.
routeTest.describe('every route at 390 and 1366 px', () => {
  for (const path of [...allRoutes(), '/no-such-page']) {
    routeTest(`${path}: no console error or CSP violation, hydrates, no axe violation, no word broken at its hyphen, no wider than the screen`, async ({ tab: page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expectStrictScripts(response?.headers()['content-security-policy'] ?? '', path);
      await expectFits(page, '390 px');
      // Hydrated: React gives <html> its mark last, after every script the policy had to allow, and an
      // error in hydration has reached the console.
      await hydrated(page);
      await page.setViewportSize(desktop);
      await expectFits(page, '1366 px');
      // The recorder ran on this page (an init script of the shared tab), so no report means no violation.
      expect(await page.evaluate(() => Array.isArray(window.__cspViolations)), path).toBe(true);
      expect(await cspViolations(page), path).toEqual([]);
      // The unknown path's own 404 answer is the one error its console reports, by design.
      expect(errors.filter((error) => !(path === '/no-such-page' && /404/.test(error)))).toEqual([]);
    });
  }
});

test('a page whose script chunks all fail still shows its content and navigation', async ({ page }) => {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn your Study abroad Dreams into reality');
  // Below-the-fold blocks stay readable and counters keep their final values without scripts.
  await expect(page.getByRole('heading', { name: '04 Discover top-rated Universities' })).toBeVisible();
  await expect(page.getByText('1,000+', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your Journey' })).toHaveAttribute('href', '/courses');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Study in USA' })).toHaveAttribute(
    'href',
    '/study-abroad/usa',
  );
});
