import { chromium } from 'playwright-core';
const [,, url, out, width, selector] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto(url, { waitUntil: 'networkidle' });
if (selector) { const el = p.locator(selector).first(); await el.scrollIntoViewIfNeeded(); await el.screenshot({ path: out }); }
else await p.screenshot({ path: out, fullPage: false });
await b.close();
