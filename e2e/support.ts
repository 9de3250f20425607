import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { timing } from '../content/timing';

/**
 * The exported site the suites check byte by byte, read by the build stage's own walker and model
 * (scripts/build/site.mjs): each page's file, route, HTML, the scripts it loads (its tags and the
 * chunks the paint-first loader adds after the first paint), its flight data and meta. Imported as
 * the ES module it is (a static import would be compiled to CommonJS for this file).
 */
export async function builtSite() {
  const { readSite } = await import('../scripts/build/site.mjs');
  return readSite();
}

/** The build stage's modules, for the specs that check what they wrote. */
export const buildStage = {
  site: () => import('../scripts/build/site.mjs'),
  next: () => import('../scripts/build/next.mjs'),
  paintFirst: () => import('../scripts/build/paint-first.mjs'),
  paths: async () => (await import('../scripts/paths.mjs')).paths,
};

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

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const axePath = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/**
 * axe-core as an init script of a tab that scans every page it opens (the per-route checks): the
 * browser then runs it on each page from its own copy, where sending the 560 KB source over the
 * protocol on every page took about 170 ms of each route's check. It only defines `window.axe`.
 */
export async function preloadAxe(page: Page) {
  await page.addInitScript({ path: axePath });
}

/**
 * axe-core over the page, by the WCAG 2.0-2.2 A and AA rules. A page without frames (all of this site's
 * but the contact page once its map is shown) runs axe once in the page itself: the same engine and
 * rules as @axe-core/playwright, which also opens a second page to merge each frame's partial results
 * (about 2 s of the 3 s a scan took, on each of the suite's 200 scans). A page with frames goes through
 * AxeBuilder, which scans inside them.
 */
export async function expectNoAxeViolations(page: Page) {
  let violations: AxeResults['violations'];
  if (page.frames().length > 1) {
    ({ violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze());
  } else {
    axeSource ??= readFileSync(axePath, 'utf8');
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    violations = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
          .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
          .then((results) => results.violations),
      axeTags,
    );
  }
  const summary = violations.map((v) => ({
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

/** A scrolling row's horizontal scroll position. */
export const scrollLeft = (list: Locator) => list.evaluate((el) => el.scrollLeft);

/** The <section> that a heading with this exact name heads. */
export const sectionOf = (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading, exact: true }).locator('xpath=ancestor::section[1]');

/**
 * Let queued React work finish. The clock is frozen, so this uses message-channel turns (real
 * tasks, like React's scheduler), never timers or animation frames.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Wait until React has hydrated the page (its handlers are attached): the app marks <html
 * data-hydrated> from an effect (components/layout/HydrationSignal.tsx). The page is static HTML, so
 * a click that lands before hydration on a slow run does nothing, and the test would fail for it.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Wait until React has hydrated the whole page and run its effects. Scripts start after the first
 * paint (scripts/build/paint-first.mjs), so the load event no longer implies hydration; a test that reads
 * the hydrated state right after page.goto() waits for this first. React gives <html> its props last.
 */
export async function pageHydrated(page: Page) {
  await hydrated(page);
  await settle(page);
}

/** Wait until the element is (or is not) at least `ratio` visible, as an IntersectionObserver sees it. */
export async function waitForVisibility(locator: Locator, ratio: number, visible = true) {
  await locator.evaluate(
    (el, [r, want]) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            const seen = Boolean(entry && entry.isIntersecting && entry.intersectionRatio >= r);
            if (seen === want) {
              observer.disconnect();
              resolve();
            }
          },
          { threshold: [0, r as number] },
        );
        observer.observe(el);
      }),
    [ratio, visible] as const,
  );
  await settle(locator.page());
}

/**
 * How far the first card that shows in a scrolling row starts from the row's edge (the list's
 * padding edge): 0 when no card is cut through at the left, negative when one is sliced.
 */
export const firstVisibleCardOffset = (list: Locator) =>
  list.evaluate((el) => {
    const edge = el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft);
    const cards = [...el.children].map((child) => child.getBoundingClientRect());
    const first = cards.find((card) => card.right > edge + 1);
    return first ? Math.round(first.left - edge) : 0;
  });

/** Whether the row's item whose text is `text` lies wholly inside the row's visible width. */
export const itemInsideRow = (list: Locator, text: string) =>
  list.evaluate((el, wanted) => {
    const item = [...el.children].find((child) => child.textContent?.trim() === wanted);
    if (!item) return false;
    const box = item.getBoundingClientRect();
    const view = el.getBoundingClientRect();
    return box.left >= view.left - 1 && box.right <= view.right + 1;
  }, text);

/** Which step of a step timeline is current (aria-current="step"), -1 for none. */
export const currentStep = (steps: Locator) => () =>
  steps.evaluateAll((lis) => lis.findIndex((li) => li.getAttribute('aria-current') === 'step'));

/**
 * A four-step timeline's full cycle on the frozen clock (spec §4): from step 0 a step every 1.5 s to the
 * last, which completes all four, holds 5 s, then the run starts again at 0 and goes on to 1.
 */
export async function expectTimelineCycle(page: Page, steps: Locator) {
  const current = currentStep(steps);
  const { stepMs, restartMs } = timing.timeline;
  for (const step of [1, 2, 3]) {
    await page.clock.runFor(stepMs);
    await expect.poll(current).toBe(step);
  }
  await expect(steps.getByText('(completed)')).toHaveCount(4);
  await page.clock.runFor(restartMs - 100);
  expect(await current()).toBe(3);
  await page.clock.runFor(100);
  await expect.poll(current).toBe(0);
  await expect(steps.getByText('(completed)')).toHaveCount(1);
  await page.clock.runFor(stepMs);
  await expect.poll(current).toBe(1);
}
