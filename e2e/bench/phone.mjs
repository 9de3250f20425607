#!/usr/bin/env node
/**
 * Phone-profile benchmark: how long a page looks ready before it is, beside the bare
 * reference page (e2e/bench/reference.mjs), and what a visitor can tap in that window. Not a test.
 *
 *   npm run build && node e2e/bench/phone.mjs                       # /, /faq, /contact-us, /news
 *   node e2e/bench/phone.mjs /about-us --runs 7
 *   node e2e/bench/phone.mjs --weights                              # script per route, every route
 *   node e2e/bench/phone.mjs --dir /tmp/old-out                     # an earlier build's out/ copy
 *
 * Timing: Lighthouse's mobile profile applied in Chromium (4x CPU slowdown, 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up), a cold cache every run, project and reference alternating. First
 * paint is the browser's first contentful paint; hydration is when the site sets <html
 * data-hydrated> (components/layout/HydrationSignal.tsx); the reference page has no such mark, so
 * its hydration is when React has attached itself to its <main> (polled every 10 ms); the dead
 * window is the time between the two.
 *
 * Dead taps: with every script chunk and the flight data held back (as e2e/before-hydration.spec.ts
 * does), each visible button, tab and summary on the page is clicked on a fresh load, at 390 and
 * 1366 px; a click that changes nothing (no state attribute, no visible element, no focus move, no
 * scroll, no address change) is dead.
 *
 * Script weight (--weights): each route loaded unthrottled until its scripts settle; the transfer
 * size of every script it fetched (chunks loaded later, such as an island near the viewport, count
 * once they load), against the reference page measured the same way.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildReference, root, spread, startServers } from './reference.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.indexOf(name);
const value = (name) => (flag(name) >= 0 ? args[flag(name) + 1] : undefined);
const runs = Number(value('--runs') ?? 5);
const dir = value('--dir');
const weightsOnly = flag('--weights') >= 0;
const valued = new Set(['--runs', '--dir'].filter((name) => flag(name) >= 0).map((name) => flag(name) + 1));
const routes = args.filter((a, i) => !a.startsWith('--') && !valued.has(i));

const port = Number(process.env.BENCH_PORT ?? 3200) + 4;
const refPort = port + 1;
const chrome = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

buildReference();
const stopServers = await startServers({ port, refPort, dir });
const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });

/** Transfer sizes of the scripts a CDP session sees. */
function watchScripts(cdp) {
  const scripts = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.request.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId);
    if (script) script.bytes = e.encodedDataLength;
  });
  return () => [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
}

/** The mark each side gives once React has hydrated it, as an in-page promise of its time. */
const hydrationProbe = () => {
  window.__hydratedAt = new Promise((resolve) => {
    const marked = () => document.documentElement?.hasAttribute('data-hydrated');
    const reactOwns = (el) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
    const check = () => {
      if (marked()) return resolve(performance.now());
      // The reference page: no mark of its own.
      if (!document.querySelector('[data-paint-first]') && reactOwns(document.querySelector('main'))) return resolve(performance.now());
      setTimeout(check, 10);
    };
    new MutationObserver(() => marked() && resolve(performance.now())).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    check();
  });
};

async function load(url, { throttle }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  const scriptBytes = watchScripts(cdp);
  await page.addInitScript(hydrationProbe);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await page.waitForLoadState('networkidle');
  const sample = { paint, hydrated: hydratedAt, dead: hydratedAt - paint, scripts: scriptBytes() };
  await context.close();
  return sample;
}

/** What a click can change on a page before its scripts: compared before and after each click. */
function pageState(clicked) {
  const el = document.querySelectorAll('*');
  const states = [];
  let scrolled = window.scrollX + window.scrollY;
  for (const node of el) {
    for (const name of ['aria-expanded', 'aria-selected', 'aria-pressed', 'aria-current', 'aria-hidden', 'hidden', 'open', 'inert']) {
      if (node.hasAttribute(name)) states.push(`${name}=${node.getAttribute(name)}`);
    }
    if (node instanceof HTMLInputElement) states.push(`checked=${node.checked}`);
    scrolled += node.scrollLeft + node.scrollTop;
  }
  const shown = [...document.querySelectorAll('a, button, input, select, textarea, p, li, h2, h3, [role="tabpanel"]')].filter((n) =>
    n.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
  ).length;
  const focus = document.activeElement === clicked || document.activeElement === document.body ? 'self' : document.activeElement?.outerHTML.slice(0, 80);
  return JSON.stringify({ href: location.href, states, shown, focus, scrolled: Math.round(scrolled) });
}

const controls = 'button, [role="tab"], summary';

/** Pages whose scripts are held back for the whole visit: the window between paint and hydration. */
async function heldContext(viewport) {
  const context = await browser.newContext({ viewport });
  await context.route('**/_next/static/chunks/**', () => {});
  await context.route(/\/[^/?]*\.txt(\?.*)?$/, () => {});
  return context;
}

async function deadTaps(url, viewport) {
  const context = await heldContext(viewport);
  const first = await context.newPage();
  await first.goto(url, { waitUntil: 'domcontentloaded' });
  const count = await first.locator(controls).count();
  await first.close();
  const dead = [];
  let tried = 0;
  for (let i = 0; i < count; i += 1) {
    // A fresh page for every control, so one control's effect cannot hide another's.
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const control = page.locator(controls).nth(i);
      if (!(await control.isVisible())) continue;
      tried += 1;
      const name = ((await control.getAttribute('aria-label')) || (await control.innerText())).trim().slice(0, 40);
      const handle = await control.elementHandle();
      const before = await page.evaluate(pageState, handle);
      const clicked = await control.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      );
      await page.waitForTimeout(300);
      const after = await page.evaluate(pageState, handle).catch(() => 'navigated');
      if (!clicked || after === before) dead.push(name);
    } catch (error) {
      // Reported, not counted: the bench goes on with the next control.
      console.warn(`bench: control ${i} on ${url}: ${error.message.split('\n')[0]}`);
    } finally {
      await page.close().catch(() => {});
    }
  }
  await context.close();
  return { tried, dead };
}

const close = () => {
  browser.close();
  stopServers();
};

try {
  if (weightsOnly) {
    const out = dir ?? join(root, 'out');
    const { htmlFiles } = await import(join(root, 'scripts/build/site.mjs'));
    const all = routes.length
      ? routes
      : (await htmlFiles(out))
          .map((file) => '/' + file.replace(/\.html$/, '').replace(/(^|\/)index$/, ''))
          .filter((route) => !/^\/(404|_not-found)/.test(route))
          .sort();
    const reference = (await load(`http://127.0.0.1:${refPort}/`, { throttle: false })).scripts;
    const rows = [];
    for (const route of all) {
      const { scripts } = await load(`http://127.0.0.1:${port}${route}`, { throttle: false });
      rows.push({ route, 'script KB': (scripts / 1024).toFixed(1), 'over bare KB': ((scripts - reference) / 1024).toFixed(1) });
    }
    console.log(`\nScript transfer size after the scripts settle (unthrottled); the bare reference page: ${(reference / 1024).toFixed(1)} KB.`);
    console.table(rows);
  } else {
    const paths = routes.length ? routes : ['/', '/faq', '/contact-us', '/news'];
    const rows = [];
    for (const path of paths) {
      const project = [];
      const reference = [];
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? ['project', 'reference'] : ['reference', 'project'];
        for (const side of order) {
          if (side === 'project') project.push(await load(`http://127.0.0.1:${port}${path}`, { throttle: true }));
          else reference.push(await load(`http://127.0.0.1:${refPort}/`, { throttle: true }));
        }
      }
      const taps = [];
      for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
        try {
          const { tried, dead } = await deadTaps(`http://127.0.0.1:${port}${path}`, viewport);
          taps.push(`${dead.length}/${tried}${dead.length ? ` (${dead.join(', ')})` : ''}`);
        } catch (error) {
          console.warn(`bench: dead taps on ${path} at ${viewport.width} px not counted: ${error.message.split('\n')[0]}`);
          taps.push('n/a');
        }
      }
      for (const [name, samples] of [[path, project], ['  reference', reference]]) {
        rows.push({
          route: name,
          'first paint ms': spread(samples, 'paint'),
          'hydrated ms': spread(samples, 'hydrated'),
          'dead window ms': spread(samples, 'dead'),
          'script KB': spread(samples, (s) => s.scripts / 1024, 1),
          'dead taps 390 / 1366 px': name === path ? taps.join(' / ') : '',
        });
      }
    }
    const load1 = os.loadavg().map((n) => n.toFixed(2)).join(' ');
    console.log(`\nPhone profile (4x CPU, 150 ms RTT, 1.6 Mbit/s): min / median / max of ${runs} cold loads, project and reference alternating.`);
    console.log(`Machine: ${os.cpus().length} CPUs, load average at the end ${load1}.`);
    console.table(rows);
  }
} finally {
  close();
}
