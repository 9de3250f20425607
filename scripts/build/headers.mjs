// Build step: one source for every host's response headers.
//
// Next's static export inlines scripts that differ on every page, so a strict Content-Security-Policy
// (no 'unsafe-inline' for scripts) has to list each page's own inline scripts by hash. This hashes
// exactly the text of each page's executable inline scripts (the model's inlineHashes, after
// paint-first) and writes the same headers for each way the site is served:
//
//   deploy/generated/serve.json         `npm start` / `npm run serve` (serve-handler)
//   out/_headers                        Netlify and Cloudflare Pages
//   deploy/generated/nginx-csp-map.conf nginx: per-file CSP as a map on $uri (http context)
//   deploy/generated/nginx-headers.conf nginx: the add_header lines every location includes
//
// deploy/generated/ is build output (git-ignored), like out/.

import path from 'node:path';
import { build } from 'esbuild';
import nextEnv from '@next/env';
import { fromRoot, paths } from '../paths.mjs';

/** The origin of an absolute URL, or null for a relative one (already covered by 'self'). */
function originOf(url, what) {
  if (!url) return null;
  if (url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${what}: "${url}" is neither an absolute URL nor a path`);
  }
}

/** Content is TypeScript: bundle the one module we need and import it (no network, no type check). */
async function loadContent(entry) {
  const result = await build({
    entryPoints: [fromRoot(entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  // Bundled, so it imports nothing: a data: URL module needs no file on disk.
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

export function policy({ hashes, connect = [], forms = connect, frames = [] }) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes].join(' '),
    // React and framer-motion set style attributes; styles cannot run code, scripts are what matters.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    // The contact page's map (behind a facade) is the only frame.
    ['frame-src', ...(frames.length ? frames : ["'none'"])].join(' '),
    // A plain post without JavaScript goes to the lead endpoint only (never the analytics one).
    ["form-action 'self'", ...forms].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response gets (besides the CSP and caching). */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // For browsers that predate CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** Caching, by path: hashed build files forever, images a week, documents always revalidated. */
export const cache = {
  immutable: 'public, max-age=31536000, immutable',
  images: 'public, max-age=604800, stale-while-revalidate=86400',
  documents: 'public, max-age=0, must-revalidate',
};

/** The step: the CSP of every page and the header files of every host. */
export async function headersStep(site) {
  // The same .env files Next read for the build (NEXT_PUBLIC_LEAD_ENDPOINT may come from one).
  nextEnv.loadEnvConfig(paths.root, false, { info: () => {}, error: console.error });
  // The same check the form applies (lib/lead.ts), so the CSP and the warning match what it does.
  const { parseLeadEndpoint } = await loadContent('lib/lead.ts');
  const raw = process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim();
  const endpoint = parseLeadEndpoint(raw);
  const lead = originOf(endpoint, 'NEXT_PUBLIC_LEAD_ENDPOINT');
  if (!endpoint) {
    // One line the person deploying cannot miss: without a receiver every lead is lost.
    const why = raw ? `"${raw}" is not an https URL (plain http only for localhost)` : 'is not set';
    console.warn(`WARNING: NEXT_PUBLIC_LEAD_ENDPOINT ${why}: the contact form will NOT deliver leads. See deploy/README.md, "Receiving leads".`);
  }
  const { offices, mapEmbedUrl } = await loadContent('content/offices.ts');
  const frames = [...new Set(offices.map((office) => originOf(mapEmbedUrl(office), 'mapEmbedUrl')))];
  // Measurement (lib/analyticsSender.ts) posts to its endpoint only when both settings are set, the
  // same condition the build uses to include it; connect-src gains that origin and nothing else.
  const analyticsEndpoint = process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT?.trim();
  const analytics = analyticsEndpoint && process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN?.trim() ? originOf(analyticsEndpoint, 'NEXT_PUBLIC_ANALYTICS_ENDPOINT') : null;
  const connect = [lead, analytics].filter((origin, i, all) => origin && all.indexOf(origin) === i);
  const forms = lead ? [lead] : [];

  const pages = site.pages.map((page) => ({ file: page.file, route: page.route, csp: policy({ hashes: page.inlineHashes, connect, forms, frames }) }));
  const notFound = pages.find((page) => page.file === '404.html');
  if (!notFound) throw new Error('headers: out/404.html is missing');
  // Responses that are not one of our pages (images, scripts) need no script hashes.
  const fallbackCsp = policy({ hashes: [], connect, forms, frames });

  // serve-handler: headers match the served file's path; later entries override earlier ones.
  const common = Object.entries(securityHeaders).map(([key, value]) => ({ key, value }));
  const serveJson = {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**', headers: [...common, { key: 'Content-Security-Policy', value: fallbackCsp }, { key: 'Cache-Control', value: cache.documents }] },
      { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: cache.immutable }] },
      { source: '@(images|og)/**', headers: [{ key: 'Cache-Control', value: cache.images }] },
      ...pages.map((page) => ({ source: page.file, headers: [{ key: 'Content-Security-Policy', value: page.csp }] })),
    ],
  };
  site.emit(path.join(paths.generated, 'serve.json'), `${JSON.stringify(serveJson, null, 2)}\n`);

  // Netlify / Cloudflare Pages: rules match the request path and every matching rule applies (a header
  // named twice is joined), so no header name appears in two rules that can match one path: the CSP
  // and document caching are on per-page rules only. Unknown paths answer with the 404
  // page under the /* rule, without a CSP: a gap these hosts leave (documented in deploy/README.md).
  const lines = ['# Generated by scripts/build/headers.mjs after `next build`: do not edit.', '/*'];
  for (const [key, value] of Object.entries(securityHeaders)) lines.push(`  ${key}: ${value}`);
  lines.push('', '/_next/static/*', `  Cache-Control: ${cache.immutable}`);
  lines.push('', '/images/*', `  Cache-Control: ${cache.images}`, '', '/og/*', `  Cache-Control: ${cache.images}`);
  for (const page of pages) {
    if (page.file === '404.html' || page.file.startsWith('_not-found')) continue;
    lines.push('', page.route, `  Content-Security-Policy: ${page.csp}`, `  Cache-Control: ${cache.documents}`);
  }
  site.emit(path.join(site.outDir, '_headers'), `${lines.join('\n')}\n`);

  // nginx: a map from the served file ($uri after try_files or error_page) to its policy.
  const quote = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const map = [
    '# Generated by scripts/build/headers.mjs after `next build`: do not edit. Include in the http context.',
    'map $uri $aspire_csp {',
    `    default ${quote(fallbackCsp)};`,
    ...pages.map((page) => `    ${quote(`/${page.file}`)} ${quote(page.csp)};`),
    '}',
  ];
  site.emit(path.join(paths.generated, 'nginx-csp-map.conf'), `${map.join('\n')}\n`);
  const add = [
    '# Generated by scripts/build/headers.mjs: include in every location that serves content (add_header is not inherited once a location sets its own).',
    'add_header Content-Security-Policy $aspire_csp always;',
    ...Object.entries(securityHeaders).map(([key, value]) => `add_header ${key} ${quote(value)} always;`),
  ];
  site.emit(path.join(paths.generated, 'nginx-headers.conf'), `${add.join('\n')}\n`);

  const hashCount = pages.reduce((n, page) => n + (page.csp.match(/'sha256-/g)?.length ?? 0), 0);
  console.log(`headers: CSP for ${pages.length} HTML files (${hashCount} inline-script hashes); frame-src ${frames.join(' ') || "'none'"}; lead endpoint ${lead ?? 'none'}; analytics ${analytics ?? 'none'}`);
}
