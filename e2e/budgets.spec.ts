import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { buildStage, builtSite } from './support';

/**
 * Budgets on the built bytes (timing itself is for the benchmark). quality.md: a route's JavaScript is
 * at most 25 KB more than a bare one-page Next export measured the same way. BARE_NEXT_JS is that
 * page's scripts (gzip, as below): the reference page `npm run bench` and e2e/bench/phone.mjs build
 * (.bench/reference); measure it again when Next or React is upgraded.
 */
const BARE_NEXT_JS = 133_426;
const JS_BUDGET = BARE_NEXT_JS + 25 * 1024;
const CSS_BUDGET = 20 * 1024;

export async function routeWeights() {
  const site = await builtSite();
  const gz = (file: string) => gzipSync(readFileSync(join(site.outDir, decodeURIComponent(file)))).length;
  return site.pages.map(({ route, html, scripts }) => {
    const styles = [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!))];
    return {
      route,
      js: scripts.reduce((sum, src) => sum + gz(src), 0),
      css: styles.reduce((sum, href) => sum + gz(href), 0),
    };
  });
}

test('every route stays within its JavaScript and CSS budgets (gzip)', async () => {
  const weights = await routeWeights();
  expect(weights.length).toBeGreaterThan(40);
  const over = weights.filter((w) => w.js > JS_BUDGET || w.css > CSS_BUDGET);
  console.log(
    weights
      .filter((w) => ['/', '/about-us', '/contact-us', '/study-abroad/usa', '/faq', '/news'].includes(w.route))
      .map((w) => `${w.route}: JS ${(w.js / 1024).toFixed(1)} KB, CSS ${(w.css / 1024).toFixed(1)} KB (gzip)`)
      .join('\n'),
  );
  expect(over).toEqual([]);
});

test('every page loads its own page chunk and no other page’s', async () => {
  // Server-drawn lucide icons were client references, which Next resolved to the home page's chunks on
  // pages with no client icon of their own: /faq, /news and /search loaded the home page's scripts
  // (about 25 KB gzip). scripts/build/lucide-server-icon.mjs keeps them on the server.
  const extra = (await builtSite()).pages
    .map(({ file, scripts }) => ({
      page: file,
      pageChunks: scripts.filter((src) => /\/app\/.*\/page-[0-9a-f]+\.js$/.test(decodeURIComponent(src))),
    }))
    .filter((p) => p.pageChunks.length > 1);
  expect(extra).toEqual([]);
});

test('the font draws every character the pages write, and is the file scripts/font-subset.mjs makes', async () => {
  const { FONT_CHARACTERS, FALLBACK_CHARACTERS, fontCharacters, fontFile, subsetInter } = await import('../scripts/font-subset.mjs');
  const { decodeEntities } = await buildStage.site();
  const written = new Map<string, string>();
  for (const { file, html: built } of (await builtSite()).pages) {
    const html = built
      // Script and style text is not drawn; a native <option> list (the phone field's countries) is
      // drawn by the system and may fall back per character.
      .replace(/<(script|style|option|title)\b[\s\S]*?<\/\1>/g, ' ');
    const text = decodeEntities(
      [html.replace(/<[^>]*>/g, ' '), ...[...html.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => m[1])].join(' '),
    );
    for (const char of text) if (!/\s/.test(char) && !written.has(char)) written.set(char, file);
  }
  const missing = [...written].filter(([char]) => !FONT_CHARACTERS.includes(char) && !FALLBACK_CHARACTERS.includes(char));
  expect(missing).toEqual([]);

  const committed = readFileSync(fontFile);
  expect(Buffer.compare(Buffer.from(await subsetInter()), committed)).toBe(0);
  // And the font really has each listed character (the subsetter leaves out what the source lacks).
  const drawn = await fontCharacters(committed);
  expect([...FONT_CHARACTERS].filter((char) => !drawn.includes(char))).toEqual([]);
  // With its response headers (0.8 KB) within a new connection's first round trip (14.6 KB).
  expect(committed.length).toBeLessThanOrEqual(13_800);
});

test('every <img> in the built HTML has width and height, and no remote image is used', async () => {
  const problems: string[] = [];
  for (const { file, html } of (await builtSite()).pages) {
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) problems.push(`${file}: ${tag}`);
      if (/\ssrc="https?:/.test(tag)) problems.push(`${file} remote: ${tag}`);
    }
  }
  expect(problems).toEqual([]);
});

test('scrolling a page fetches no other routes in the background (mobile data)', async ({ page }) => {
  const background: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) background.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(background).toEqual([]);
});
