// Build step (after `next build`, before the headers step hashes the inline scripts): the exported
// HTML paints before any framework script runs, and carries only what paints.
//
// 1. Scripts after the first paint. Next writes its chunks as <script src async> tags, most of them
//    in the <head>. On a fast connection they arrive while the browser is still parsing the
//    document, and an async script runs as soon as it arrives, ahead of the first rendering
//    opportunity: React, Next's runtime and the flight data all evaluate, and hydration starts,
//    before anything is on screen (a white screen long after the HTML was complete). The tags are
//    replaced by one small inline loader at the end of the body that adds the same scripts (async,
//    same order, the webpack runtime with its id) once the browser reports its first contentful
//    paint, or at once when the page cannot paint (a hidden tab) or the browser has no paint timing.
//
// 2. Flight data out of the document. Next inlines the page's RSC payload in the HTML (escaped a
//    second time) and also exports the very same payload as the route's .txt file. The inline copies
//    are removed and the loader fetches the .txt after the first paint, hands it to Next exactly as
//    the inline scripts would have, and only then starts the webpack runtime, which boots Next. The
//    HTML on the critical path halves; hydration and client navigation are unchanged. The build fails
//    if a page's inline payload is not byte-identical to its .txt. The error pages (served for any
//    unknown URL, where their payload file is not) keep their data inline.
//
// Idempotent: a page that already has its loader is left as it is.

import { nextHtml } from './next.mjs';

/** Marks the loader, so tests and the budget check can find the scripts a page boots with. */
export const LOADER_ATTRIBUTE = 'data-paint-first';
const loaderPattern = new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`);

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
    `.then(function(t){${nextHtml.pushFlight('t')};boot()},function(){if(n)get(n-1)})}` +
    // The runtime (the script with an id) boots Next, so it waits for the data; the rest start now.
    `function go(){if(done)return;done=1;for(var i=0;i<s.length;i++)s[i][1]?rt.push(s[i]):add(s[i]);u?get(1):boot()}` +
    // Hidden before it could paint (a background tab): load now rather than when it is shown.
    // A browser without paint timing would accept the observer and never call it: check first.
    `d.addEventListener('visibilitychange',go);try{if(d.visibilityState!=='visible'||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
    `.observe({type:'paint',buffered:true})}catch(x){go()}})(${list},${JSON.stringify(dataUrl ?? '')})`
  );
}

/**
 * Rewrites one exported page; returns it unchanged when it has no async chunk tags (or was done).
 * dataUrl: where the page's payload is served; omitted = the payload stays inline.
 */
export function paintFirst(html, dataUrl) {
  if (html.includes(LOADER_ATTRIBUTE)) return html;
  const scripts = nextHtml.chunkScripts(html);
  if (!scripts.length) return html;
  if (!scripts.some((s) => s.id)) throw new Error('paint-first: no bootstrap script (async script with an id) found');
  // Next also preloads the runtime: a script download competing with the CSS and font for the
  // first paint, for a script that now only runs after it.
  let page = nextHtml.withoutChunkScripts(html, new Set(scripts.map((s) => s.src)));
  if (dataUrl) page = nextHtml.withoutInlineFlight(page);
  const loader = `<script ${LOADER_ATTRIBUTE}="">${loaderSource(scripts, dataUrl)}</script>`;
  // Last in the body: Next's bootstrap marker has run before the loader can push data.
  if (!page.includes('</body>')) throw new Error('paint-first: no </body>');
  return page.replace('</body>', `${loader}</body>`);
}

/** The loader's source in a built page, or '' without one. */
export const loaderOf = (html) => loaderPattern.exec(html)?.[1] ?? '';

/** The script URLs a page boots with, from its loader (for budgets and tests). */
export const bootScripts = (html) => [...loaderOf(html).matchAll(/\["(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]);

/** The URL the loader fetches the page's flight data from, if it does. */
export const dataUrlOf = (html) => /,"(\/[^"]*\.txt)"\)$/.exec(loaderOf(html))?.[1];

/** The step: every page that owns its URL fetches its data from its .txt; every page paints first. */
export function paintFirstStep(site) {
  let changed = 0;
  let external = 0;
  for (const page of site.pages) {
    let dataUrl;
    if (page.ownsItsUrl && !page.html.includes(LOADER_ATTRIBUTE)) {
      const txtFile = page.file.replace(/\.html$/, '.txt');
      if (page.txt === undefined) throw new Error(`paint-first: ${page.file} has no ${txtFile}`);
      if (page.inlineFlight !== page.txt) throw new Error(`paint-first: the payload inlined in ${page.file} differs from ${txtFile}`);
      dataUrl = `/${txtFile}`;
      external += 1;
    }
    const next = paintFirst(page.html, dataUrl);
    if (next !== page.html) {
      page.html = next;
      changed += 1;
    }
  }
  console.log(`paint-first: ${changed} of ${site.pages.length} HTML files start their scripts after the first paint; ${external} fetch their data from their .txt`);
}
