#!/usr/bin/env node
/**
 * Lighthouse benchmark (mobile, simulated throttling) against the served production build.
 * Not part of `npm test`: timing belongs in a benchmark, not a unit test.
 *
 *   npm run build && npm run bench               # every route below, median of 3 runs
 *   npm run bench -- / /about-us --runs 5        # chosen routes
 *
 * Lighthouse is fetched with npx on first use (it is large and only this script needs it).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Lighthouse's own lookup.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const routes = args.filter((a, i) => !a.startsWith('--') && (runsFlag < 0 || i !== runsFlag + 1));
const paths = routes.length
  ? routes
  : ['/', '/about-us', '/contact-us', '/faq', '/news', '/study-abroad/usa', '/study-abroad', '/news/usa/1', '/services/career-counselling', '/ielts', '/courses'];

const port = Number(process.env.BENCH_PORT ?? 3200);
const chrome = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const outDir = join(process.cwd(), '.bench');
mkdirSync(outDir, { recursive: true });

const server = spawn('node', ['scripts/serve.mjs'], { stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
await new Promise((resolve) => setTimeout(resolve, 2500));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const file = join(outDir, `${path.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          `http://127.0.0.1:${port}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--form-factor=mobile',
          '--throttling-method=simulate',
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
        ],
        { stdio: 'inherit', env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
      );
      const report = JSON.parse(readFileSync(file, 'utf8'));
      samples.push({
        performance: report.categories.performance.score * 100,
        accessibility: report.categories.accessibility.score * 100,
        bestPractices: report.categories['best-practices'].score * 100,
        seo: report.categories.seo.score * 100,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    rows.push({
      path,
      perf: pick('performance'),
      a11y: pick('accessibility'),
      bp: pick('bestPractices'),
      seo: pick('seo'),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
    });
  }
} finally {
  server.kill();
}

console.log(`\nLighthouse mobile, simulated throttling, median of ${runs} run(s):`);
console.table(rows);
