#!/usr/bin/env node
/**
 * Main-thread trace of a cold, unthrottled page load in Chromium (the same served build as `npm run
 * bench`): first paint, the longest task, tasks over 50 ms and the main-thread total from navigation
 * until the page has been idle for a second. Prints min / median / max over the runs and, for the
 * last run, what the long tasks spent their time on. A benchmark, not a test.
 *
 *   npm run build && node e2e/bench/trace.mjs / /about-us --runs 5
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const paths = args.filter((a, i) => !a.startsWith('--') && (runsFlag < 0 || i !== runsFlag + 1));
if (!paths.length) paths.push('/');
const port = Number(process.env.BENCH_PORT ?? 3200) + 2;
const chrome = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
await new Promise((resolve) => setTimeout(resolve, 2000));
const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });

/** Top-level tasks of the page's main thread, and the first paint, from a Chrome trace. */
function summarise(events) {
  const start = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToFirstPaint')?.ts;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const navStart = start ?? Math.min(...events.filter((e) => onMain(e) && e.name === 'ParseHTML').map((e) => e.ts));
  const paint = events.find((e) => onMain(e) && e.name === 'firstContentfulPaint')?.ts;
  const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navStart);
  // What a long task contains: its heaviest direct activities (script URL, parse, layout, ...).
  const inside = (task) => {
    const kids = events.filter((e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const byKind = new Map();
    for (const e of kids) {
      if (!['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'Paint'].includes(e.name)) continue;
      const url = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
      const key = `${e.name}${url ? ` ${url.replace(/^.*\/(_next\/static\/chunks\/)?/, '')}` : ''}`;
      byKind.set(key, Math.max(byKind.get(key) ?? 0, e.dur));
    }
    return [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, d]) => `${k} ${(d / 1000).toFixed(0)}`).join('; ');
  };
  const longest = tasks.reduce((a, t) => (t.dur > (a?.dur ?? 0) ? t : a), null);
  return {
    paint: paint ? (paint - navStart) / 1000 : NaN,
    longest: (longest?.dur ?? 0) / 1000,
    over50: tasks.filter((t) => t.dur > 50_000).length,
    total: tasks.reduce((sum, t) => sum + t.dur, 0) / 1000,
    long: tasks.filter((t) => t.dur > 30_000).map((t) => `${((t.ts - navStart) / 1000).toFixed(0)} ms +${(t.dur / 1000).toFixed(0)} ms: ${inside(t)}`),
  };
}

const sorted = (v) => [...v].sort((a, b) => a - b);
const spread = (v) => {
  const s = sorted(v);
  return [s[0], s[Math.floor(s.length / 2)], s[s.length - 1]].map((n) => n.toFixed(0)).join(' / ');
};

try {
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      samples.push(summarise(trace.traceEvents));
      await context.close();
    }
    console.log(`\n${path}: unthrottled cold load, min / median / max of ${runs}`);
    console.log(`  first contentful paint ${spread(samples.map((s) => s.paint))} ms`);
    console.log(`  longest task           ${spread(samples.map((s) => s.longest))} ms`);
    console.log(`  tasks over 50 ms       ${spread(samples.map((s) => s.over50))}`);
    console.log(`  main thread total      ${spread(samples.map((s) => s.total))} ms`);
    console.log(`  tasks over 30 ms in the last run:\n    ${samples.at(-1).long.join('\n    ') || 'none'}`);
  }
} finally {
  await browser.close();
  server.kill();
}
