import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const serverIcon = path.join(root, 'components/ui/ServerIcon.mjs');
const lucideIcon = /lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/;

/** The chunks every route loads beside its page's: the root layout and the error boundaries. */
const everyRoute = /^app\/(layout|error|global-error|\(site\)\/error)$/;

const shortNames = new Map();
/**
 * CSS Module class names for the build: five characters from a hash of the file and the class
 * (`Hero_lead__AmmR_` becomes `kq2Xf`). Every page's HTML repeats its class names, and the one
 * stylesheet holds them all: with Next's readable names the stylesheet was 15.8 KB gzip, two round
 * trips on a new mobile connection before the first paint; with these it is 13.0 KB, one (and every
 * page's HTML is about 2 KB smaller). Deterministic, so the server and client builds agree; a
 * collision fails the build. `next dev` keeps readable names.
 */
function shortLocalIdent(context, _, className) {
  const file = path.relative(root, context.resourcePath).replace(/\\/g, '/');
  const key = `${file}#${className}`;
  const digest = createHash('sha1').update(key).digest('base64url');
  // A class name must not start with a digit or a hyphen: the first character is a letter.
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const name = letters[digest.charCodeAt(0) % letters.length] + digest.slice(1, 5).replace(/-/g, '_');
  const earlier = shortNames.get(name);
  if (earlier && earlier !== key) throw new Error(`CSS class name collision: ${earlier} and ${key} are both .${name}`);
  shortNames.set(name, key);
  return name;
}

/** Points every CSS Modules loader of the webpack config at shortLocalIdent. */
function shortenClassNames(rules) {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    shortenClassNames(rule.oneOf);
    shortenClassNames(rule.rules);
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const modules = use?.options?.modules;
      if (typeof use?.loader === 'string' && use.loader.includes('css-loader') && modules?.getLocalIdent) {
        modules.getLocalIdent = shortLocalIdent;
      }
    }
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain HTML per route, served by any static host (see README "Deploy").
  output: 'export',
  trailingSlash: false,
  // Export has no image optimiser: images ship pre-sized and compressed from public/.
  images: { unoptimized: true },
  reactStrictMode: true,
  // Measurement's two settings are always defined, as '' when unset: lib/analytics.ts then tests a
  // constant, and the bundler drops the sender and its import from the default build entirely.
  env: {
    NEXT_PUBLIC_ANALYTICS_ENDPOINT: process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT ?? '',
    NEXT_PUBLIC_ANALYTICS_DOMAIN: process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN ?? '',
  },
  poweredByHeader: false,
  // Route strings are checked against the app/ folders at typecheck time (`next typegen` writes the types).
  typedRoutes: true,
  // One stylesheet for the whole site (see the webpack hook below) instead of Next's per-route chunks.
  // The production build runs webpack (`next build --webpack`); `next dev` runs Turbopack, which
  // rejects `cssChunking: false` and never runs the webpack hook. Next sets TURBOPACK before it reads
  // this file, so dev keeps Turbopack's own CSS chunking (same rules, split differently) and starts
  // about three times faster than webpack dev, while the build's output stays as it was.
  experimental: { cssChunking: process.env.TURBOPACK ? true : false },
  // Declares that Turbopack (dev) needs no equivalent of the webpack hook; without it `next dev`
  // refuses to start because a webpack config is present.
  turbopack: {},
  webpack(config, { isServer, dev }) {
    if (!dev) shortenClassNames(config.module.rules);
    // Spec §9: script chunks load with a 120 s timeout (webpack's ChunkLoadError text is kept).
    config.output.chunkLoadTimeout = 120000;
    // All CSS Modules in one file: about 13 KB gzip for every page together, fetched once and cached
    // across the site. Per-route chunking gave each page nine render-blocking files of about the same
    // total, each a round trip on a mobile connection before the first paint.
    if (!isServer && config.optimization.splitChunks) {
      config.optimization.splitChunks.cacheGroups = {
        ...config.optimization.splitChunks.cacheGroups,
        styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
      };
      // Every route loads the root layout's chunk and the error boundaries' beside its page's, but
      // webpack builds each as an entry of its own: a module used by two of them, or by one of them and
      // the page (lucide's icon builder, the lead rules, the dialog, the error panel), was copied into
      // each, below Next's size threshold for a shared chunk, and a page loaded it two or three times. What those chunks hold goes into
      // one chunk instead, loaded once by every route.
      config.optimization.splitChunks.cacheGroups.site = {
        name: 'site',
        chunks: 'all',
        minSize: 0,
        priority: 20,
        enforce: true,
        test: (module, { chunkGraph }) =>
          !module.type?.startsWith('css') && chunkGraph.getModuleChunks(module).some((chunk) => everyRoute.test(chunk.name ?? '')),
      };
    }
    // Server components draw lucide icons with a server copy of lucide's Icon (components/ui/ServerIcon.mjs
    // says why); client components keep lucide's own.
    if (isServer) {
      config.plugins.push({
        apply(compiler) {
          compiler.hooks.normalModuleFactory.tap('ServerLucideIcon', (factory) => {
            factory.hooks.afterResolve.tap('ServerLucideIcon', (data) => {
              const { createData, contextInfo } = data;
              if (contextInfo.issuerLayer !== 'rsc' || !lucideIcon.test(createData.resource ?? '')) return;
              createData.request = createData.request.replace(createData.resource, serverIcon);
              createData.userRequest = serverIcon;
              createData.rawRequest = serverIcon;
              createData.resource = serverIcon;
              createData.context = path.dirname(serverIcon);
              createData.resourceResolveData = { ...createData.resourceResolveData, path: serverIcon, descriptionFileData: undefined };
            });
          });
        },
      });
    }
    return config;
  },
};

export default nextConfig;
