import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const desktop = { width: 1366, height: 768 };
export const phone = { width: 390, height: 844 };

/** Freeze time before the page loads, so timers only move when a test calls clock.runFor(). */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
}

/** Every route the site builds, read from its own sitemap (so the sitemap is tested too). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Collect console errors and failed page errors for the lifetime of the page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
