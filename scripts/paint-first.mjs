#!/usr/bin/env node
// Post-build step (after `next build`, before scripts/headers.mjs hashes the inline scripts): the
// exported HTML paints before any framework script runs, and carries only what paints.
//
// 1. Scripts after the first paint. Next writes its chunks as <script src async> tags, most of them
//    in the <head>. On a fast connection they arrive while the browser is still parsing the
//    document, and an async script runs as soon as it arrives, ahead of the first rendering
//    opportunity: React, Next's runtime and the flight data all evaluate, and hydration starts,
//    before anything is on screen (measured: a white screen until 1.25 s on a page whose HTML was
//    complete at 0.32 s). The tags are replaced by one small inline loader at the end of the body
//    that adds the same scripts (async, same order, the webpack runtime with its id) once the
//    browser reports its first contentful paint, or at once when the page cannot paint (a hidden
//    tab) or the browser has no paint timing.
//
// 2. Flight data out of the document. Next inlines the page's RSC payload as
//    <script>self.__next_f.push([1,"..."])</script> (about half of every page's HTML, escaped a second
//    time) and also exports the very same payload as the route's .txt file. The inline copies are
//    removed and the loader fetches the .txt after the first paint, hands it to Next exactly as the
//    inline scripts would have (`self.__next_f.push([1, text])`), and only then starts the webpack
//    runtime, which boots Next. The HTML on the critical path halves; hydration and client
//    navigation are unchanged. The build fails if a page's inline payload is not byte-identical to
//    its .txt. The 404 page (served for any unknown URL, whose payload file is not served) keeps its
//    data inline.
//
//   node scripts/paint-first.mjs          rewrites out/**/*.html in place (idempotent)

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { htmlFiles } from './out-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');

/** Marks the loader, so tests and the budget check can find the scripts a page boots with. */
export const LOADER_ATTRIBUTE = 'data-paint-first';

// Parser-inserted async chunk tags as Next writes them; nomodule polyfills never run in the
// browsers that run modules and stay as they are.
const asyncScript = /<script src="([^"]+)"( id="([^"]+)")? async=""><\/script>/g;
const preloadScript = /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"]+)"\/>/g;
// The payload's text chunks; the bootstrap marker `(self.__next_f=self.__next_f||[]).push([0])` stays.
const flightChunk = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;

/**
 * The loader. Plain ES5 (it runs before any polyfill), no timers or animation frames: both can be
 * paused (a test's fake clock, a hidden tab), a paint observer cannot. Browsers without paint timing
 * (or without PerformanceObserver) load at once. A failed data request is
 * tried once more; if that fails too the runtime is not started, so the page stays as its readable
 * server HTML, as it would after a failed script chunk (rather than hydrating without its data).
 */
function loaderSource(scripts, dataUrl) {
  const list = JSON.stringify(scripts.map(({ src, id }) => (id ? [src, id] : [src])));
  return (
    `(function(s,u){var d=document,done=0,rt=[];` +
    `function add(x){var e=d.createElement('script');e.src=x[0];if(x[1])e.id=x[1];e.async=true;d.head.appendChild(e)}` +
    `function boot(){for(var i=0;i<rt.length;i++)add(rt[i])}` +
    `function get(n){fetch(u).then(function(r){if(!r.ok)throw r;return r.text()})` +
    `.then(function(t){self.__next_f.push([1,t]);boot()},function(){if(n)get(n-1)})}` +
    // The runtime (the script with an id) boots Next, so it waits for the data; the rest start now.
    `function go(){if(done)return;done=1;for(var i=0;i<s.length;i++)s[i][1]?rt.push(s[i]):add(s[i]);u?get(1):boot()}` +
    // Hidden before it could paint (a background tab): load now rather than when it is shown.
    // A browser without paint timing would accept the observer and never call it: check first.
    `d.addEventListener('visibilitychange',go);try{if(d.visibilityState!=='visible'||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
    `.observe({type:'paint',buffered:true})}catch(x){go()}})(${list},${JSON.stringify(dataUrl ?? '')})`
  );
}

/** The flight text a page inlines (the payload chunks joined), for comparison with its .txt. */
export function inlineFlight(html) {
  return [...html.matchAll(flightChunk)].map((m) => JSON.parse(m[1])[1]).join('');
}

/**
 * Rewrites one exported page; returns it unchanged when it has no async chunk tags (or was done).
 * dataUrl: where the page's payload is served; omitted = the payload stays inline.
 */
export function paintFirst(html, dataUrl) {
  if (html.includes(LOADER_ATTRIBUTE)) return html;
  const scripts = [...html.matchAll(asyncScript)].map((m) => ({ src: m[1], id: m[3] }));
  if (!scripts.length) return html;
  if (!scripts.some((s) => s.id)) throw new Error('paint-first: no bootstrap script (async script with an id) found');
  const srcs = new Set(scripts.map((s) => s.src));
  let page = html
    .replace(asyncScript, '')
    // Next also preloads the runtime: a script download competing with the CSS and font for the
    // first paint, for a script that now only runs after it.
    .replace(preloadScript, (tag, href) => (srcs.has(href) ? '' : tag));
  if (dataUrl) page = page.replace(flightChunk, '');
  const loader = `<script ${LOADER_ATTRIBUTE}="">${loaderSource(scripts, dataUrl)}</script>`;
  // Last in the body: Next's bootstrap marker ([0]) has run before the loader can push data.
  if (!page.includes('</body>')) throw new Error('paint-first: no </body>');
  return page.replace('</body>', `${loader}</body>`);
}

/** The script URLs a page boots with, from its loader (for budgets and tests). */
export function bootScripts(html) {
  const loader = new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`).exec(html);
  if (!loader) return [];
  return [...loader[1].matchAll(/\["(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]);
}


/** Pages served under their own URL fetch their payload; error pages answer for any URL. */
const ownsItsUrl = (file) => !/^(404|500|_not-found)(\.html|\/)/.test(file);

async function main() {
  let changed = 0;
  let external = 0;
  const files = await htmlFiles(outDir);
  for (const file of files) {
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    const txtFile = file.replace(/\.html$/, '.txt');
    let dataUrl;
    if (ownsItsUrl(file) && !html.includes(LOADER_ATTRIBUTE)) {
      if (!existsSync(path.join(outDir, txtFile))) throw new Error(`paint-first: ${file} has no ${txtFile}`);
      const txt = await readFile(path.join(outDir, txtFile), 'utf8');
      if (inlineFlight(html) !== txt) throw new Error(`paint-first: the payload inlined in ${file} differs from ${txtFile}`);
      dataUrl = `/${txtFile}`;
      external += 1;
    }
    const next = paintFirst(html, dataUrl);
    if (next !== html) {
      await writeFile(full, next);
      changed += 1;
    }
  }
  console.log(`paint-first: ${changed} of ${files.length} HTML files start their scripts after the first paint; ${external} fetch their data from their .txt`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
