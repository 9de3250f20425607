import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [,, path, name, width, ...offsets] = process.argv;
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto('http://localhost:3199' + path, { waitUntil: 'networkidle' });
await p.waitForSelector('html[data-hydrated]');
await p.waitForTimeout(400);
for (const [i, y] of (offsets.length ? offsets : ['0']).entries()) {
  if (y.startsWith('#')) await p.locator(y).first().scrollIntoViewIfNeeded(); else await p.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await p.waitForTimeout(200);
  await p.screenshot({ path: `/tmp/${name}-${i}.png` });
}
await b.close();
