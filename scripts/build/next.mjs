// The adaptor: everything this project relies on inside Next.js (and lucide-react) that Next does not
// promise, in one file. Two sides:
//
//   the exported HTML   how Next and React write a page's scripts and its flight (RSC) data, which
//                       the build stage's paint-first step (scripts/build/paint-first.mjs) rewrites;
//   the webpack build   short CSS class names, one stylesheet, the chunk timeout, and lucide's Icon
//                       swapped for a server copy in server components (scripts/build/lucide-server-icon.mjs).
//
// Nothing else in the project names a Next internal: next.config.mjs passes its plain options through
// withSiteBuild(), and the build stage and the e2e suites read pages through `nextHtml`. After a Next,
// React or lucide-react upgrade, `npx jest scripts/build/next.test.ts` runs `assumptions` against the
// installed packages and names what changed; this file is the one to update.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '../paths.mjs';

const require = createRequire(import.meta.url);
const serverIcon = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lucide-server-icon.mjs');

// ---------------------------------------------------------------------------------------------------
// The exported HTML

// Parser-inserted async chunk tags as React writes Next's bootstrap scripts; the runtime's tag carries
// the id React gives its bootstrap script. Next's nomodule polyfills never run in the browsers that run
// modules and stay as they are.
const asyncScript = /<script src="([^"]+)"( id="([^"]+)")? async=""><\/script>/g;
// Next preloads its scripts too (ReactDOM.preload, low priority for most).
const preloadScript = /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"]+)"\/>/g;
// The payload's text chunks (type 1); the bootstrap marker `(self.__next_f=self.__next_f||[]).push([0])` is another script.
const flightChunk = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;
const srcScript = /<script\b[^>]*\ssrc=[^>]*>/gi;
const runtimePrefix = '/_next/static/chunks/webpack-';

export const nextHtml = {
  /** The chunks Next starts with async tags, in document order; the webpack runtime has an `id`. */
  chunkScripts: (html) => [...html.matchAll(asyncScript)].map((m) => ({ src: m[1], id: m[3] })),

  /** The page without those tags, and without Next's preloads of the scripts in `srcs`. */
  withoutChunkScripts: (html, srcs) => html.replace(asyncScript, '').replace(preloadScript, (tag, href) => (srcs.has(href) ? '' : tag)),

  /** The flight text a page inlines (its payload chunks joined): byte for byte the route's .txt. */
  inlineFlight: (html) => [...html.matchAll(flightChunk)].map((m) => JSON.parse(m[1])[1]).join(''),

  /** Whether the page still carries payload chunks inline. */
  hasInlineFlight: (html) => new RegExp(flightChunk.source).test(html),

  /** The page without its inline payload chunks (the bootstrap marker stays: Next's runtime reads it). */
  withoutInlineFlight: (html) => html.replace(flightChunk, ''),

  /** Loader source that hands Next the page's flight text in `expr`, as its inline chunks would have. */
  pushFlight: (expr) => `self.__next_f.push([1,${expr}])`,

  /** Script tags with a src that a browser running modules fetches (Next's nomodule polyfills are not). */
  srcScriptTags: (html) => [...html.matchAll(srcScript)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag)),

  /** The scripts every page boots with: the webpack runtime (it starts Next) and the app's entry. */
  bootChunkPrefixes: [runtimePrefix, '/_next/static/chunks/main-app-'],
  runtimePrefix,
  /** The id React gives the first bootstrap script (the runtime's tag). */
  runtimeId: '_R_',
};

// ---------------------------------------------------------------------------------------------------
// The webpack build

const shortNames = new Map();
/**
 * CSS Module class names for the build: five characters from a hash of the file and the class
 * (`Hero_lead__AmmR_` becomes `kq2Xf`). Every page's HTML repeats its class names, and the one
 * stylesheet holds them all, so short names keep the stylesheet within one round trip on a new mobile
 * connection (e2e/out/build.test.mjs measures it). Deterministic, so the server and client builds agree; a
 * collision fails the build. `next dev` keeps readable names.
 */
function shortLocalIdent(context, _, className) {
  const file = path.relative(paths.root, context.resourcePath).replace(/\\/g, '/');
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

/** The CSS Modules loaders in a webpack config's rules (Next nests them in oneOf lists). */
function cssModuleLoaders(rules, found = []) {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    cssModuleLoaders(rule.oneOf, found);
    cssModuleLoaders(rule.rules, found);
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      if (typeof use?.loader === 'string' && use.loader.includes('css-loader') && use.options?.modules?.getLocalIdent) found.push(use);
    }
  }
  return found;
}

// The file every lucide icon renders through (createLucideIcon imports it).
const lucideIcon = /lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/;
// Next's name for the server-component layer (WEBPACK_LAYERS.reactServerComponents).
const serverLayer = 'rsc';
// Next's webpack entry names for the root layouts (English and the translations) and the error boundaries. Only a build shows them:
// e2e/out/build.test.mjs fails when the site chunk they make is missing from a page.
const everyRouteEntry = /^app\/(layout|error|global-error|global-not-found|(\(site\)|\[lang\])\/(layout|error))$/;

/** Points lucide's Icon at the server copy for modules in the server-component layer only. */
const serverIconPlugin = {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ServerLucideIcon', (factory) => {
      factory.hooks.afterResolve.tap('ServerLucideIcon', (data) => {
        const { createData, contextInfo } = data;
        if (contextInfo.issuerLayer !== serverLayer || !lucideIcon.test(createData.resource ?? '')) return;
        createData.request = createData.request.replace(createData.resource, serverIcon);
        createData.userRequest = serverIcon;
        createData.rawRequest = serverIcon;
        createData.resource = serverIcon;
        createData.context = path.dirname(serverIcon);
        createData.resourceResolveData = { ...createData.resourceResolveData, path: serverIcon, descriptionFileData: undefined };
      });
    });
  },
};

/**
 * Next's config with the site's build choices applied to it:
 *   shortClassNames  CSS Module class names of five characters in the production build;
 *   oneStylesheet    all CSS in one file, fetched once and cached across the site, where per-route
 *                    chunking gave each page many render-blocking files, each a round trip before
 *                    the first paint on a mobile connection;
 *   oneRouteChunk    what every route loads beside its page (the root layout, the error boundaries)
 *                    in one chunk: webpack builds each as an entry of its own, and a module two of
 *                    them share (lucide's icon builder, the lead rules, the dialog, the error panel)
 *                    fell below Next's size threshold for a shared chunk, so a page loaded it two or
 *                    three times;
 *   chunkLoadTimeout how long a script chunk may take (webpack's ChunkLoadError text is kept);
 *   serverIcons      server components draw lucide icons with a server copy of lucide's Icon
 *                    (scripts/build/lucide-server-icon.mjs says why); client components keep lucide's own.
 * The production build runs webpack (`next build --webpack`); `next dev` runs Turbopack, which rejects
 * `cssChunking: false` and never runs webpack hooks. Next sets TURBOPACK before it reads the config,
 * so dev keeps Turbopack's own CSS chunking (same rules, split differently) and starts about three
 * times faster than webpack dev, while the build's output stays as it is.
 */
export function withSiteBuild(options, { shortClassNames, oneStylesheet, oneRouteChunk, chunkLoadTimeout, serverIcons }) {
  const ownWebpack = options.webpack;
  return {
    ...options,
    experimental: { ...options.experimental, ...(oneStylesheet ? { cssChunking: process.env.TURBOPACK ? true : false } : {}) },
    // Declares that Turbopack (dev) needs no equivalent of the webpack hooks; without it `next dev`
    // refuses to start because a webpack config is present.
    turbopack: { ...options.turbopack },
    webpack(config, context) {
      const { isServer, dev } = context;
      if (shortClassNames && !dev) for (const use of cssModuleLoaders(config.module.rules)) use.options.modules.getLocalIdent = shortLocalIdent;
      if (chunkLoadTimeout) config.output.chunkLoadTimeout = chunkLoadTimeout;
      if (oneStylesheet && !isServer && config.optimization.splitChunks) {
        config.optimization.splitChunks.cacheGroups = {
          ...config.optimization.splitChunks.cacheGroups,
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
        };
      }
      if (oneRouteChunk && !isServer && config.optimization.splitChunks) {
        config.optimization.splitChunks.cacheGroups = {
          ...config.optimization.splitChunks.cacheGroups,
          site: {
            name: 'site',
            chunks: 'all',
            minSize: 0,
            priority: 20,
            enforce: true,
            test: (module, { chunkGraph }) =>
              !module.type?.startsWith('css') && chunkGraph.getModuleChunks(module).some((chunk) => everyRouteEntry.test(chunk.name ?? '')),
          },
        };
      }
      if (serverIcons && isServer) config.plugins.push(serverIconPlugin);
      return ownWebpack ? ownWebpack(config, context) : config;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The canary: what the above relies on, checked against the installed packages

const source = (file) => readFileSync(require.resolve(file), 'utf8');
const lucideDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm');

/** Renders React elements to HTML the way Next's prerender does (a whole document, bootstrap scripts). */
async function prerender(element, bootstrapScripts) {
  const { prerenderToNodeStream } = require('next/dist/compiled/react-dom/static.node');
  const { prelude } = await prerenderToNodeStream(element, { bootstrapScripts });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * Each thing this file relies on, as a check that throws with what it found when an upgrade changed
 * it. Run by scripts/build/next.test.ts in plain Node (the checks load ES modules Jest cannot).
 */
export const assumptions = [
  {
    what: "Next boots with its first root main file (the webpack runtime) as React's bootstrap script and preinits the others",
    async check() {
      const { getRequiredScripts } = require('next/dist/server/app-render/required-scripts');
      const manifest = { rootMainFiles: ['static/chunks/webpack-1.js', 'static/chunks/main-app-2.js'] };
      const [preinit, bootstrap] = getRequiredScripts(manifest, '', undefined, undefined, '', undefined, '/page');
      if (typeof preinit !== 'function' || bootstrap?.src !== '/_next/static/chunks/webpack-1.js') throw new Error(`returned ${JSON.stringify(bootstrap)}`);
      if (!source('next/dist/server/app-render/required-scripts.js').includes('preinit(')) throw new Error('the other files are no longer preinit()ed');
    },
  },
  {
    what: 'React writes those as <script src async=""> tags (the bootstrap one with its id) and preloads the bootstrap script',
    async check() {
      const React = require('next/dist/compiled/react');
      const ReactDOM = require('next/dist/compiled/react-dom');
      const Page = () => {
        ReactDOM.preinit('/_next/static/chunks/main-app-2.js', { as: 'script' });
        return 'x';
      };
      const html = await prerender(React.createElement('html', null, React.createElement('head'), React.createElement('body', null, React.createElement(Page))), [{ src: '/_next/static/chunks/webpack-1.js' }]);
      const found = JSON.stringify(nextHtml.chunkScripts(html));
      const expected = JSON.stringify([{ src: '/_next/static/chunks/main-app-2.js' }, { src: '/_next/static/chunks/webpack-1.js', id: nextHtml.runtimeId }]);
      if (found !== expected) throw new Error(`found ${found} in ${html}`);
      const rest = nextHtml.withoutChunkScripts(html, new Set(['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/main-app-2.js']));
      if (rest.includes('/_next/static/chunks/')) throw new Error(`left ${rest}`);
    },
  },
  {
    what: 'Next inlines the flight data as <script>self.__next_f.push([1,"…"])</script> chunks, the text its .txt holds',
    async check() {
      const { createInlinedDataReadableStream } = require('next/dist/server/app-render/use-flight-response');
      const payload = '0:{"a":"</script><b>\u2028 ₹"}\n1:["x"]\n';
      const bytes = new TextEncoder().encode(payload);
      const flight = new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice(0, 9));
          controller.enqueue(bytes.slice(9));
          controller.close();
        },
      });
      let html = '';
      const decoder = new TextDecoder();
      for await (const chunk of createInlinedDataReadableStream(flight, undefined, null)) html += decoder.decode(chunk, { stream: true });
      if (!html.startsWith('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')) throw new Error(`no bootstrap marker first: ${html}`);
      if (nextHtml.inlineFlight(html) !== payload) throw new Error(`read back ${JSON.stringify(nextHtml.inlineFlight(html))} from ${html}`);
      if (nextHtml.hasInlineFlight(nextHtml.withoutInlineFlight(html))) throw new Error('the chunks are not removed');
    },
  },
  {
    what: "Next's CSS Modules loader is css-loader with options.modules.getLocalIdent",
    async check() {
      const { getCssModuleLoader } = require('next/dist/build/webpack/config/blocks/css/loaders/modules');
      const ctx = { isServer: false, isClient: true, isDevelopment: false, isProduction: true, experimental: {}, future: {}, assetPrefix: '', hasAppDir: true };
      const loaders = getCssModuleLoader(ctx, () => Promise.resolve({}), []);
      if (!cssModuleLoaders([{ use: loaders }]).length) throw new Error(`loaders: ${loaders.map((l) => (typeof l === 'string' ? l : l.loader)).join(', ')}`);
    },
  },
  {
    what: "Next's CSS chunks are webpack modules of type css/mini-extract",
    async check() {
      if (!source('next/dist/compiled/mini-css-extract-plugin/index.js').includes('"css/mini-extract"')) {
        throw new Error('next/dist/compiled/mini-css-extract-plugin no longer names its module type css/mini-extract');
      }
    },
  },
  {
    what: `Next's server-component webpack layer is named "${serverLayer}"`,
    async check() {
      const { WEBPACK_LAYERS } = require('next/dist/lib/constants');
      if (WEBPACK_LAYERS.reactServerComponents !== serverLayer) throw new Error(`it is "${WEBPACK_LAYERS.reactServerComponents}"`);
    },
  },
  {
    what: 'every lucide icon renders through lucide-react/dist/esm/Icon.mjs',
    async check() {
      const file = path.join(lucideDir, 'Icon.mjs');
      if (!lucideIcon.test(file) || !existsSync(file)) throw new Error(`${file} is missing`);
      if (!readFileSync(path.join(lucideDir, 'createLucideIcon.mjs'), 'utf8').includes("from './Icon.mjs'")) throw new Error('createLucideIcon.mjs no longer imports ./Icon.mjs');
    },
  },
  {
    what: 'lucide-react keeps the builder and the a11y helper the server icon imports, and each icon module exports its __iconData',
    async check() {
      // lucide-server-icon.mjs imports these by path; icon-sprite.mjs reads icons/*.mjs through lucide-react.mjs.
      const builder = require(path.join(lucideDir, 'shared', 'src', 'build', 'buildLucideIconForReact.mjs'));
      if (typeof builder.default !== 'function') throw new Error('shared/src/build/buildLucideIconForReact.mjs has no default function');
      const helper = require(path.join(lucideDir, 'shared', 'src', 'utils', 'hasA11yProp.mjs'));
      if (typeof helper.hasA11yProp !== 'function') throw new Error('shared/src/utils/hasA11yProp.mjs does not export hasA11yProp');
      const line = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8').match(/export \{[^}]*\bdefault as Mail\b[^}]*\} from '(\.\/icons\/[^']+)'/);
      if (!line) throw new Error('lucide-react.mjs no longer re-exports Mail from ./icons/');
      const { __iconData: data } = require(path.join(lucideDir, line[1]));
      if (data?.name !== 'mail' || !Array.isArray(data.node)) throw new Error(`${line[1]} exports __iconData ${JSON.stringify(data)}`);
    },
  },
  {
    what: "the server copy of lucide's Icon draws the same markup as lucide's own (but the xmlns)",
    async check() {
      // require (of ES modules too), not import(): webpack reads this file as a dependency of
      // next.config.mjs for its build cache, and cannot follow an import() of a computed path.
      const React = require('react');
      const { renderToStaticMarkup } = require('react-dom/server');
      const { default: LucideIcon } = require(path.join(lucideDir, 'Icon.mjs'));
      const { default: ServerIcon } = require(serverIcon);
      const iconNode = [['path', { d: 'M5 12h14', key: 'a' }], ['circle', { cx: '12', cy: '12', r: '3', key: 'b' }]];
      for (const props of [{}, { size: 18, className: 'x', 'aria-hidden': true }, { strokeWidth: 1.5, absoluteStrokeWidth: true, 'aria-label': 'Go' }]) {
        // The copy leaves out the xmlns on purpose (see lucide-server-icon.mjs): the rest must match.
        const own = renderToStaticMarkup(React.createElement(LucideIcon, { iconNode, ...props })).replace(' xmlns="http://www.w3.org/2000/svg"', '');
        const copy = renderToStaticMarkup(React.createElement(ServerIcon, { iconNode, ...props }));
        if (own !== copy) throw new Error(`lucide draws ${own}, the copy ${copy} (props ${JSON.stringify(props)})`);
      }
    },
  },
  {
    what: 'React marks each DOM node it has hydrated with a "__reactProps$…" key',
    // Not the adaptor's: the pre-hydration script leaves a control to React once its node has that key.
    file: 'components/behaviour/earlyControls.ts',
    async check() {
      for (const build of ['production', 'development']) {
        const file = `next/dist/compiled/react-dom/cjs/react-dom-client.${build}.js`;
        if (!source(file).includes('"__reactProps$"')) throw new Error(`${file} no longer names the key "__reactProps$"`);
      }
    },
  },
];

/** Every broken assumption, as one line naming it, what was found and the file to update. */
export async function brokenAssumptions() {
  const versions = ['next', 'react', 'lucide-react'].map((name) => `${name} ${require(`${name}/package.json`).version}`).join(', ');
  const broken = [];
  for (const { what, check, file = 'scripts/build/next.mjs' } of assumptions) {
    try {
      await check();
    } catch (error) {
      broken.push(`${what}: no longer true with ${versions} (${error instanceof Error ? error.message : error}). Update ${file}.`);
    }
  }
  return broken;
}
