import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildStage, builtSite, hydrated } from './support';

/**
 * The first paint never waits for scripts or data (scripts/build/paint-first.mjs), and each page's
 * flight data stays within budget. Deterministic checks on the built files, plus loads that compare
 * the browser's own paint and resource timestamps (an order, not a duration). What Next writes is
 * named by the adaptor (scripts/build/next.mjs), not here.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test('no page has a script tag that can run before the first paint; one loader boots each page', async () => {
  const { nextHtml } = await buildStage.next();
  const { loaderOf } = await buildStage.paintFirst();
  const runtimeWithId = new RegExp(`\\["${escape(nextHtml.runtimePrefix)}[^"]+\\.js","${escape(nextHtml.runtimeId)}"\\]`);
  const problems: string[] = [];
  for (const { route, html } of (await builtSite()).pages) {
    // Only nomodule polyfills keep a src (modern browsers never fetch them).
    const tags = nextHtml.srcScriptTags(html);
    if (tags.length) problems.push(`${route}: ${tags.join(' ')}`);
    const loaders = html.match(/<script data-paint-first="">/g) ?? [];
    if (loaders.length !== 1) problems.push(`${route}: ${loaders.length} paint-first loaders`);
    const loader = loaderOf(html);
    for (const chunk of nextHtml.bootChunkPrefixes) {
      if (!loader.includes(chunk)) problems.push(`${route}: the loader does not start ${chunk}`);
    }
    // The webpack runtime keeps the id React gave its bootstrap script.
    if (!runtimeWithId.test(loader)) problems.push(`${route}: webpack runtime without its id`);
  }
  expect(problems).toEqual([]);
});

/**
 * Each page's flight data (RSC payload), which the loader fetches from the page's .txt, in bytes.
 * Measured after the site frame moved into the root layout (it had been serialized twice, once for
 * the not-found boundary): home 126.0 KB (was 139.7 KB), other pages 23–57 KB (were 37–71 KB). Then
 * issue 12 added content (an English-tests block on every destination, per-article pictures, whole
 * hyphenated words): home 137.9 KB, destinations 64.4–69.5 KB, news 67.2 KB. Then issue 14 added the
 * cost estimator to each destination (about 7 KB each), and server components began drawing their
 * icons as plain SVG instead of client references (scripts/build/lucide-server-icon.mjs: 1.2 KB less JS on
 * every page, 21–25 KB less on /faq, /news and /search; about 200 bytes more flight data per icon,
 * 16.5 KB on the home page's 60 icons but 0.4 KB gzip): home 157.8 KB, destinations 76.9–84.7 KB,
 * other pages at most 72.3 KB (news). The budget is that plus about 5 %, so new content fits but a
 * page that starts serializing something twice does not (the compare table rendered as server
 * elements, 78.3 KB against 47.8 KB for the same table as island props, was caught by it).
 */
// Issues 27 and 28 gave every figure its dates and source, and the destination pages outgrew 89 KB;
// issue 24 won it back by sending no unset props, keyed fragments or SVG namespaces (an unset prop
// still costs its name in the payload, each time it is drawn).
const PAYLOAD_BUDGET = { '/': 166 * 1024, destination: 89 * 1024, default: 76 * 1024 };
const isDestination = (route: string) => /^\/study-abroad\/(?!compare$)[a-z-]+$/.test(route);
const errorPage = (route: string) => /^\/(404|_not-found)/.test(route);

test('every page fetches its flight data from its own .txt, within budget, instead of inlining it', async () => {
  const { nextHtml } = await buildStage.next();
  const problems: string[] = [];
  const sizes: string[] = [];
  const site = await builtSite();
  for (const { route, html, dataUrl } of site.pages) {
    const inline = nextHtml.hasInlineFlight(html);
    if (errorPage(route)) {
      // Served for any unknown URL, so its payload stays inline.
      if (!inline || dataUrl) problems.push(`${route}: the error page should keep its payload inline`);
      continue;
    }
    if (inline) problems.push(`${route}: inline flight data`);
    const expected = `${route === '/' ? '/index' : route}.txt`;
    if (dataUrl !== expected) {
      problems.push(`${route}: loader fetches ${dataUrl}, expected ${expected}`);
      continue;
    }
    const bytes = statSync(join(site.outDir, dataUrl)).size;
    const budget = route === '/' ? PAYLOAD_BUDGET['/'] : isDestination(route) ? PAYLOAD_BUDGET.destination : PAYLOAD_BUDGET.default;
    if (bytes > budget) problems.push(`${route}: ${(bytes / 1024).toFixed(1)} KB of flight data > ${budget / 1024} KB`);
    if (['/', '/about-us', '/contact-us', '/faq', '/news', '/study-abroad/usa'].includes(route)) {
      sizes.push(`${route}: ${(bytes / 1024).toFixed(1)} KB`);
    }
  }
  console.log(`flight data: ${sizes.join(', ')}`);
  expect(problems).toEqual([]);
});

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
