import { expect, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * The first paint never waits for scripts or data (scripts/build/paint-first.mjs): loads that compare
 * the browser's own paint and resource timestamps (an order, not a duration). The built files' shape
 * (no script before the paint, one loader, flight data in its .txt within budget) is checked without a
 * browser, in e2e/out/build.test.mjs.
 */

test('the page paints before its first script or data request, then hydrates', async ({ page }) => {
  for (const path of ['/', '/about-us']) {
    await page.goto(path);
    await hydrated(page);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.*\.js$|\.txt$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts) };
    });
    expect(order.scripts, path).toBeGreaterThan(3);
    expect(order.firstScript, path).toBeGreaterThanOrEqual(order.paint);
  }
});
