#!/usr/bin/env node
/**
 * Lighthouse benchmark (mobile, simulated throttling) against the served production build, side by
 * side with a bare reference page. Not part of `npm test`: timing belongs in a benchmark, not a test.
 *
 *   npm run build && npm run bench               # every route below, 5 runs each
 *   npm run bench -- / /about-us --runs 7        # chosen routes
 *
 * The reference is a one-page Next.js static export (an <h1> and a paragraph) that this script builds
 * with the repo's own `next`/`react` into .bench/reference/ (git-ignored) and serves the same way
 * `npm start` serves out/ (serve-handler + gzip). For every route the runs alternate project and
 * reference (P R, R P, P R, ...), so machine noise (other builds, a busy CPU) falls on both sides;
 * compare a route with its own reference column, not with numbers from another day.
 *
 * Lighthouse is fetched with `npm exec` on first use (it is large and only this script needs it).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Lighthouse's own lookup.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const routes = args.filter((a, i) => !a.startsWith('--') && (runsFlag < 0 || i !== runsFlag + 1));
// The default list: the spec's six pages (home, about, contact, FAQ, news, a destination); most other
// routes are these templates with other content. 6 routes x 5 runs x 2 sides take about half an hour
// on a 2-core machine; pass routes to measure others.
const paths = routes.length ? routes : ['/', '/about-us', '/contact-us', '/faq', '/news', '/study-abroad/usa'];

const root = process.cwd();
const port = Number(process.env.BENCH_PORT ?? 3200);
const refPort = port + 1;
const chrome = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const outDir = join(root, '.bench');
const refDir = join(outDir, 'reference');
mkdirSync(outDir, { recursive: true });

/** The bare page: Next's defaults only, nothing of ours. Rebuilt every run so it follows the installed Next. */
function buildReference() {
  rmSync(refDir, { recursive: true, force: true });
  mkdirSync(join(refDir, 'app'), { recursive: true });
  writeFileSync(join(refDir, 'next.config.mjs'), "export default { output: 'export' };\n");
  writeFileSync(
    join(refDir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Reference' };\n" +
      'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    join(refDir, 'app', 'page.jsx'),
    'export default function Page() {\n  return (<main><h1>Reference page</h1><p>A bare Next.js static export with nothing else on it.</p></main>);\n}\n',
  );
  // Served like out/ by scripts/serve.mjs: serve-handler with clean URLs behind gzip.
  writeFileSync(
    join(refDir, 'serve.mjs'),
    [
      "import http from 'node:http';",
      `import compression from ${JSON.stringify(join(root, 'node_modules/compression/index.js'))};`,
      `import handler from ${JSON.stringify(join(root, 'node_modules/serve-handler/src/index.js'))};`,
      'const compress = compression();',
      'http.createServer((req, res) => compress(req, res, () => handler(req, res, { cleanUrls: true, public: ' +
        `${JSON.stringify(join(refDir, 'out'))} }))).listen(Number(process.env.PORT));`,
    ].join('\n'),
  );
  console.log('bench: building the reference page (.bench/reference) ...');
  execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack', refDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

buildReference();

const servers = [
  spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'ignore', env: { ...process.env, PORT: String(port) } }),
  spawn(process.execPath, [join(refDir, 'serve.mjs')], { stdio: 'ignore', env: { ...process.env, PORT: String(refPort) } }),
];
await new Promise((resolve) => setTimeout(resolve, 2500));

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

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** "min / median / max", never a best run alone. */
const spread = (samples, key, digits = 0) => {
  const v = sorted(samples.map((s) => s[key]));
  return [v[0], median(v), v[v.length - 1]].map((n) => n.toFixed(digits)).join(' / ');
};

const rows = [];
const observedRows = [];
try {
  for (const path of paths) {
    const slug = path.replace(/\W+/g, '_') || 'home';
    const project = [];
    const reference = [];
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? ['project', 'reference'] : ['reference', 'project'];
      for (const side of order) {
        if (side === 'project') project.push(lighthouse(`http://127.0.0.1:${port}${path}`, join(outDir, `${slug}-${run}.json`)));
        else reference.push(lighthouse(`http://127.0.0.1:${refPort}/`, join(outDir, `${slug}-reference-${run}.json`), 'performance'));
      }
    }
    for (const [side, samples] of [['project', project], ['reference', reference]]) {
      rows.push({
        route: side === 'project' ? path : '  reference',
        perf: spread(samples, 'perf'),
        'LCP ms': spread(samples, 'lcp'),
        'TBT ms': spread(samples, 'tbt'),
        CLS: spread(samples, 'cls', 3),
        'a11y/bp/seo': side === 'project' ? ['a11y', 'bp', 'seo'].map((k) => median(samples.map((s) => s[k]))).join('/') : '',
      });
      observedRows.push({
        route: side === 'project' ? path : '  reference',
        'first paint ms': spread(samples, 'observedPaint'),
        'DCL ms': spread(samples, 'observedDcl'),
        'tasks > 50 ms': spread(samples, 'tasksOver50'),
        'main thread ms': spread(samples, 'taskTotal'),
      });
    }
  }
} finally {
  for (const server of servers) server.kill();
}

const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`\nLighthouse 13, mobile, simulated throttling: min / median / max of ${runs} runs, project and reference alternating.`);
console.log(`Machine: ${os.cpus().length} CPUs, load average at the end ${load}.`);
console.table(rows);
console.log('Observed (unthrottled) load of the same runs:');
console.table(observedRows);
