// Budgets, the paint-first shape and what the export must not carry (the editor, the analytics sender),
// on the built bytes of out/ without a browser (`npm run test:out`);
// timing itself is for the benchmark (`npm run bench`). What needs a browser (that the page paints
// before its first script, that scrolling fetches nothing) is in e2e/paint-first.spec.ts and
// e2e/budgets.spec.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { decodeEntities, readSite } from '../../scripts/build/site.mjs';
import { nextHtml } from '../../scripts/build/next.mjs';
import { loaderOf } from '../../scripts/build/paint-first.mjs';
import { FALLBACK_CHARACTERS, FONT_CHARACTERS, fontCharacters, fontFile, subsetInter } from '../../scripts/font-subset.mjs';

const site = readSite();

/**
 * quality.md: a route's JavaScript is at most 25 KB more than a bare one-page Next export measured the
 * same way. BARE_NEXT_JS is that page's scripts (gzip, as below): the reference page `npm run bench`
 * and e2e/bench/phone.mjs build (.bench/reference); measure it again when Next or React is upgraded.
 */
const BARE_NEXT_JS = 133_426;
const JS_BUDGET = BARE_NEXT_JS + 25 * 1024;
const CSS_BUDGET = 20 * 1024;

test('every route stays within its JavaScript and CSS budgets (gzip)', () => {
  const gz = (file) => gzipSync(readFileSync(join(site.outDir, decodeURIComponent(file)))).length;
  const weights = site.pages.map(({ route, html, scripts }) => {
    const styles = [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]))];
    return { route, js: scripts.reduce((sum, src) => sum + gz(src), 0), css: styles.reduce((sum, href) => sum + gz(href), 0) };
  });
  assert.ok(weights.length > 40);
  console.log(
    weights
      .filter((w) => ['/', '/about-us', '/contact-us', '/study-abroad/usa', '/faq', '/news'].includes(w.route))
      .map((w) => `${w.route}: JS ${(w.js / 1024).toFixed(1)} KB, CSS ${(w.css / 1024).toFixed(1)} KB (gzip)`)
      .join('\n'),
  );
  assert.deepEqual(
    weights.filter((w) => w.js > JS_BUDGET || w.css > CSS_BUDGET),
    [],
  );
});

/** The script chunks whose code contains `text`. */
function chunksContaining(text) {
  const dir = join(site.outDir, '_next/static/chunks');
  const chunks = readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.js'));
  return chunks.filter((file) => readFileSync(join(dir, file), 'utf8').includes(text));
}

test('no script carries lucide’s icon component: client components draw icons from the sprite', () => {
  // components/ui/SpriteIcon.tsx says why; lucide's Icon (1.6 KB gzip) names this prop, and nothing else does.
  assert.deepEqual(chunksContaining('absoluteStrokeWidth'), []);
});

test('no script carries zod: the content schemas are checked at build time only', () => {
  // content/schema.ts is for the loaders; were a client component to import one, every page would
  // carry zod's parser. Its issue codes are in its code and in no other library's.
  assert.deepEqual(chunksContaining('unrecognized_keys'), []);
});

test('every page loads its own page chunk and no other page’s', () => {
  // Server-drawn lucide icons were client references, which Next resolved to the home page's chunks on
  // pages with no client icon of their own. scripts/build/lucide-server-icon.mjs keeps them on the server.
  const extra = site.pages
    .map(({ file, scripts }) => ({ page: file, pageChunks: scripts.filter((src) => /\/app\/.*\/page-[0-9a-f]+\.js$/.test(decodeURIComponent(src))) }))
    .filter((p) => p.pageChunks.length > 1);
  assert.deepEqual(extra, []);
});

test('every page loads the one site chunk that the layout and error boundaries share', () => {
  // scripts/build/next.mjs (oneRouteChunk) finds those modules by Next's webpack entry names; when an
  // upgrade renames them, no site chunk is made and each page carries them in its own chunks again.
  const problems = site.pages
    .map(({ route, scripts }) => ({ route, site: scripts.filter((src) => /\/chunks\/site-[0-9a-f]+\.js$/.test(src)) }))
    .filter((page) => page.site.length !== 1)
    .map((page) => `${page.route}: ${page.site.length} site chunks`);
  assert.deepEqual(problems, []);
});

test('the font draws every character the pages write, and is the file scripts/font-subset.mjs makes', async () => {
  const written = new Map();
  for (const { file, html: built } of site.pages) {
    // Script and style text is not drawn; a native <option> list (the phone field's countries) is
    // drawn by the system and may fall back per character.
    const html = built.replace(/<(script|style|option|title)\b[\s\S]*?<\/\1>/g, ' ');
    const text = decodeEntities([html.replace(/<[^>]*>/g, ' '), ...[...html.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => m[1])].join(' '));
    for (const char of text) if (!/\s/.test(char) && !written.has(char)) written.set(char, file);
  }
  // The translations' scripts (Devanagari to Malayalam, with the joiners they use) are drawn by the
  // system's own fonts, named in app/tokens.css: Inter has none of them.
  const indic = /[\u0900-\u0D7F\u200C\u200D]/;
  assert.deepEqual(
    [...written].filter(([char]) => !FONT_CHARACTERS.includes(char) && !FALLBACK_CHARACTERS.includes(char) && !indic.test(char)),
    [],
  );
  const committed = readFileSync(fontFile);
  assert.equal(Buffer.compare(Buffer.from(await subsetInter()), committed), 0, 'the committed font is the one the subsetter makes');
  // And the font really has each listed character (the subsetter leaves out what the source lacks).
  const drawn = await fontCharacters(committed);
  assert.deepEqual([...FONT_CHARACTERS].filter((char) => !drawn.includes(char)), []);
  // With its response headers (0.8 KB) within a new connection's first round trip (14.6 KB).
  assert.ok(committed.length <= 13_800, `${committed.length} bytes`);
});

test('every <img> in the built HTML has width and height, and no remote image is used', () => {
  const problems = [];
  for (const { file, html } of site.pages) {
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) problems.push(`${file}: ${tag}`);
      if (/\ssrc="https?:/.test(tag)) problems.push(`${file} remote: ${tag}`);
    }
  }
  assert.deepEqual(problems, []);
});

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test('no page has a script tag that can run before the first paint; one loader boots each page', () => {
  const runtimeWithId = new RegExp(`\\["${escape(nextHtml.runtimePrefix)}[^"]+\\.js","${escape(nextHtml.runtimeId)}"\\]`);
  const problems = [];
  for (const { route, html } of site.pages) {
    // Only nomodule polyfills keep a src (modern browsers never fetch them).
    const scriptTags = nextHtml.srcScriptTags(html);
    if (scriptTags.length) problems.push(`${route}: ${scriptTags.join(' ')}`);
    const loaders = html.match(/<script data-paint-first="">/g) ?? [];
    if (loaders.length !== 1) problems.push(`${route}: ${loaders.length} paint-first loaders`);
    const loader = loaderOf(html);
    for (const chunk of nextHtml.bootChunkPrefixes) if (!loader.includes(chunk)) problems.push(`${route}: the loader does not start ${chunk}`);
    // The webpack runtime keeps the id React gave its bootstrap script.
    if (!runtimeWithId.test(loader)) problems.push(`${route}: webpack runtime without its id`);
  }
  assert.deepEqual(problems, []);
});

/**
 * Each page's flight data (RSC payload), which the loader fetches from the page's .txt, in bytes: what
 * the pages hold now plus about 5 %, so new content fits but a page that starts serializing something
 * twice does not (the compare table drawn as server elements, 78.3 KB against 47.8 KB as island props,
 * was caught by it). An unset prop still costs its name in the payload each time it is drawn.
 */
const PAYLOAD_BUDGET = { '/': 166 * 1024, destination: 89 * 1024, default: 76 * 1024 };
// A translation's page carries the same elements as its English page, in letters that take three
// bytes each in UTF-8 where English ones take one: its budget is its English page's, by that much more
// for its words. A destination page is mostly words, and Tamil and Telugu ones run longer than
// English: the Tamil USA page's data is 1.51 times its English page's (128.9 KB against 85.6 KB on
// 28 November 2026), which is what this allows; a page serializing something twice still exceeds it.
const TRANSLATION_FACTOR = 1.55;
const translationOf = (route) => /^\/(kn|hi|te|ta)(\/.*)?$/.exec(route);
const isDestination = (route) => /^\/study-abroad\/(?!compare$)[a-z-]+$/.test(route);
const errorPage = (route) => /^\/(404|_not-found)/.test(route);
// A translation's 404 page is a page of its own (out/kn/404.html), with its data beside it like any other.

test('every page fetches its flight data from its own .txt, within budget, instead of inlining it', () => {
  const problems = [];
  const sizes = [];
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
    const english = translationOf(route) ? (translationOf(route)[2] ?? '/') : route;
    const budget = (english === '/' ? PAYLOAD_BUDGET['/'] : isDestination(english) ? PAYLOAD_BUDGET.destination : PAYLOAD_BUDGET.default) * (translationOf(route) ? TRANSLATION_FACTOR : 1);
    if (bytes > budget) problems.push(`${route}: ${(bytes / 1024).toFixed(1)} KB of flight data > ${(budget / 1024).toFixed(1)} KB`);
    if (['/', '/about-us', '/contact-us', '/faq', '/news', '/study-abroad/usa'].includes(route)) sizes.push(`${route}: ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`flight data: ${sizes.join(', ')}`);
  assert.deepEqual(problems, []);
});

/** Every file under out/, as paths relative to it. */
const outFiles = readdirSync(site.outDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name).slice(site.outDir.length + 1));
const carrying = (files, pattern) => files.filter((file) => pattern.test(readFileSync(join(site.outDir, file), 'utf8')));

// The content editor exists only under `npm run dev` (e2e/dev/dev.spec.ts, "the content editor").
test('the export has no editor: no /admin or /keystatic page, and no file carries its code', () => {
  assert.deepEqual(outFiles.filter((file) => /^(admin|keystatic|api)([./]|$)/.test(file)), []);
  assert.deepEqual(carrying(outFiles.filter((file) => /\.(html|js|txt|json)$/.test(file)), /keystatic/i), []);
});

// Without NEXT_PUBLIC_ANALYTICS_* no measurement code ships (e2e/measurement.spec.ts: nothing leaves
// the site; e2e/measure/: the build with it set).
test('no script of the default build carries the analytics sender', () => {
  const scripts = outFiles.filter((file) => file.startsWith('_next/') && file.endsWith('.js'));
  assert.ok(scripts.length > 10);
  // Strings only lib/analyticsSender.ts writes: its tap names and Umami's endpoint.
  assert.deepEqual(carrying(scripts, /Booking tap|WhatsApp tap|api\\\/send/), []);
});
