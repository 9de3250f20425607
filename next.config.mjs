import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { withSiteBuild } from './scripts/build/next.mjs';
import { devOrigins } from './scripts/dev-origins.mjs';

const routeExtensions = ['tsx', 'ts', 'jsx', 'js'];

/**
 * Next's options, and the site's build choices that Next has no option for, applied by the adaptor
 * (scripts/build/next.mjs, the one file that knows Next's internals). A function of the phase Next
 * runs in (`next build`, `next dev`), so an option for one phase only has a place to go.
 * @type {(phase: string) => import('next').NextConfig}
 */
export default function nextConfig(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return withSiteBuild(
    {
      // Plain HTML per route, served by any static host (see deploy/README.md). `npm run dev` also runs
      // the content editor, whose file-writing API route a static export cannot have.
      output: dev ? undefined : 'export',
      // The editor's routes (app/keystatic, app/api/keystatic, app/admin) are `*.dev.tsx` / `*.dev.ts`
      // files: routes under `npm run dev`, ignored by the build, so out/ has no editor route or code.
      pageExtensions: dev ? [...routeExtensions, ...routeExtensions.map((ext) => `dev.${ext}`)] : routeExtensions,
      // The preview opened at 127.0.0.1 or from a phone at this computer's network address: Next serves
      // its scripts in development only to the hosts listed (localhost alone by default).
      allowedDevOrigins: dev ? devOrigins() : undefined,
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
      // Each language has its own root layout (its own <html lang>), so an address that matches no route
      // is answered by app/global-not-found.tsx, which draws its own document.
      experimental: {
        globalNotFound: true,
        // In development Next runs a dynamic route's generateStaticParams in a new worker on every request
        // (most pages here: destinations, news, services, every translation), a whole Node process by
        // default. As a worker thread the preview answers every route in 53 s instead of 78 s, with 97
        // CPU-seconds instead of 146. Development only: the build reads each route's params once.
        workerThreads: dev,
      },
      // Route strings are checked against the app/ folders at typecheck time (`next typegen` writes the types).
      typedRoutes: true,
      // `npm test` type-checks the project first (`npm run typecheck`: next typegen + tsc, the same check),
      // then builds twice with SITE_TYPECHECKED=1, so those builds skip checking the same files again
      // (15-19 s a build from a fresh clone). Every other build, `npm start` and `build:launch` too, checks.
      typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === '1' },
      // News articles (content/news/*.md) are read through the bundler as text, so saving one
      // refreshes the open preview (content/news.ts).
      turbopack: { rules: { '*.md': { type: 'raw' } } },
      webpack(config) {
        config.module.rules.push({ test: /\.md$/, type: 'asset/source' });
        return config;
      },
    },
    {
      // Every page's HTML repeats its class names, and the one stylesheet holds them all.
      shortClassNames: true,
      // One stylesheet for the whole site, fetched once and cached, instead of Next's per-route chunks.
      oneStylesheet: true,
      // What every route loads beside its page (root layout, error boundaries) in one chunk, loaded once.
      oneRouteChunk: true,
      // Spec §9: script chunks load with a 120 s timeout.
      chunkLoadTimeout: 120_000,
      // Server components draw lucide icons without making each a client reference.
      serverIcons: true,
    },
  );
}
