#!/usr/bin/env node
/**
 * Lighthouse benchmark (mobile, simulated throttling) against the served production build, side by
 * side with a bare reference page. Not part of `npm test`: timing belongs in a benchmark, not a test.
 *
 *   npm run build && npm run bench               # every route below, 5 runs each
 *   npm run bench -- / /about-us --runs 7        # chosen routes
 *   npm run bench -- / --also .bench/other-out     # and a second export beside it (see --also below)
 *
 * The reference is a one-page Next.js static export (an <h1> and a paragraph; e2e/bench/reference.mjs) that this script builds
 * with the repo's own `next`/`react` into .bench/reference/ (git-ignored) and serves the same way
 * `npm start` serves out/ (serve-handler + gzip). For every route the runs alternate project and
 * reference (P R, R P, P R, ...), so machine noise (other builds, a busy CPU) falls on both sides;
 * compare a route with its own reference column, not with numbers from another day.
 *
 * Lighthouse is fetched with `npm exec` on first use (it is large and only this script needs it).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Lighthouse's own lookup.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { benchDir as outDir, buildReference, median, refDir, spread, startServers } from './reference.mjs';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
// --also DIR: a second export (another build of the site, e.g. one made without a build step) measured
// in the same alternation, so the two builds are compared under the same machine noise.
const alsoFlag = args.indexOf('--also');
const alsoDir = alsoFlag >= 0 ? args[alsoFlag + 1] : null;
const routes = args.filter((a, i) => !a.startsWith('--') && (runsFlag < 0 || i !== runsFlag + 1) && (alsoFlag < 0 || i !== alsoFlag + 1));
// The default list: the spec's six pages (home, about, contact, FAQ, news, a destination); most other
// routes are these templates with other content. 6 routes x 5 runs x 2 sides take about half an hour
// on a 2-core machine; pass routes to measure others.
const paths = routes.length ? routes : ['/', '/about-us', '/contact-us', '/faq', '/news', '/study-abroad/usa'];

const port = Number(process.env.BENCH_PORT ?? 3200);
const refPort = port + 1;
const chrome = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

buildReference();
const stopServers = await startServers({ port, refPort });
const alsoPort = port + 2;
const alsoServer = alsoDir
  ? spawn(process.execPath, [join(refDir, 'serve.mjs')], { stdio: 'ignore', env: { ...process.env, PORT: String(alsoPort), SERVE_DIR: alsoDir } })
  : null;
if (alsoServer) await new Promise((resolve) => setTimeout(resolve, 1500));

// Resolved once: starting npx for each of the ~100 runs costs seconds of CPU beside the measurement.
const lighthouseBin = execFileSync('npm', ['exec', '--yes', '--package=lighthouse@13', '-c', 'command -v lighthouse'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();

/** One Lighthouse run; the reference is measured for performance only (its other scores mean nothing). */
function lighthouse(url, file, categories = 'performance,accessibility,best-practices,seo') {
  execFileSync(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${categories}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { stdio: 'inherit', env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const audit = (id) => report.audits[id];
  const observed = audit('metrics').details.items[0];
  const diagnostics = audit('diagnostics').details.items[0];
  return {
    perf: report.categories.performance.score * 100,
    a11y: (report.categories.accessibility?.score ?? NaN) * 100,
    bp: (report.categories['best-practices']?.score ?? NaN) * 100,
    seo: (report.categories.seo?.score ?? NaN) * 100,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // What the unthrottled load really did (the trace Lighthouse simulates from).
    observedPaint: observed.observedFirstPaint,
    observedDcl: observed.observedDomContentLoaded,
    tasksOver50: diagnostics.numTasksOver50ms,
    taskTotal: diagnostics.totalTaskTime,
  };
}

const rows = [];
const observedRows = [];
try {
  for (const path of paths) {
    const slug = path.replace(/\W+/g, '_') || 'home';
    const project = [];
    const also = [];
    const reference = [];
    for (let run = 0; run < runs; run += 1) {
      const sides = alsoDir ? ['project', 'also', 'reference'] : ['project', 'reference'];
      // Each run starts one side later, so no side is always measured first.
      const order = sides.map((_, i) => sides[(i + run) % sides.length]);
      for (const side of order) {
        if (side === 'project') project.push(lighthouse(`http://127.0.0.1:${port}${path}`, join(outDir, `${slug}-${run}.json`)));
        else if (side === 'also') also.push(lighthouse(`http://127.0.0.1:${alsoPort}${path}`, join(outDir, `${slug}-also-${run}.json`), 'performance'));
        else reference.push(lighthouse(`http://127.0.0.1:${refPort}/`, join(outDir, `${slug}-reference-${run}.json`), 'performance'));
      }
    }
    const sides = [['project', project], ...(alsoDir ? [['also', also]] : []), ['reference', reference]];
    for (const [side, samples] of sides) {
      const label = side === 'project' ? path : side === 'also' ? `  ${alsoDir}` : '  reference';
      rows.push({
        route: label,
        perf: spread(samples, 'perf'),
        'LCP ms': spread(samples, 'lcp'),
        'TBT ms': spread(samples, 'tbt'),
        CLS: spread(samples, 'cls', 3),
        'a11y/bp/seo': side === 'project' ? ['a11y', 'bp', 'seo'].map((k) => median(samples.map((s) => s[k]))).join('/') : '',
      });
      observedRows.push({
        route: label,
        'first paint ms': spread(samples, 'observedPaint'),
        'DCL ms': spread(samples, 'observedDcl'),
        'tasks > 50 ms': spread(samples, 'tasksOver50'),
        'main thread ms': spread(samples, 'taskTotal'),
      });
    }
  }
} finally {
  stopServers();
  alsoServer?.kill();
}

const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`\nLighthouse 13, mobile, simulated throttling: min / median / max of ${runs} runs, project and reference alternating.`);
console.log(`Machine: ${os.cpus().length} CPUs, load average at the end ${load}.`);
console.table(rows);
console.log('Observed (unthrottled) load of the same runs:');
console.table(observedRows);
