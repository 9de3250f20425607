// Types for scripts/build/site.mjs: the model of the exported site that the build stage's steps
// transform and the e2e suites read.

/** One exported page. */
export interface Page {
  /** Its path in out/: "about-us.html", "news/usa/1.html". */
  readonly file: string;
  /** Its clean URL: "/about-us", "/". */
  readonly route: string;
  /** False for the error pages, which answer for any URL. */
  readonly ownsItsUrl: boolean;
  /** Its HTML, as the steps have left it. */
  html: string;
  /** Its flight data file (the route's .txt) as exported, when there is one. */
  readonly txt: string | undefined;
  /** The chunks Next wrote as async tags (none once paint-first has run). */
  readonly chunkScripts: { src: string; id?: string }[];
  /** Every script the page loads: tags a module browser fetches, then the paint-first loader's chunks. */
  readonly scripts: string[];
  /** The flight data still inlined in the page. */
  readonly inlineFlight: string;
  /** Where the paint-first loader fetches the page's flight data, if it does. */
  readonly dataUrl: string | undefined;
  /** Title and share-card tags, decoded. */
  readonly meta: { title?: string; ogImage?: string; ogImageAlt?: string };
  /** The CSP hashes of its executable inline scripts, each once. */
  readonly inlineHashes: string[];
}

export interface Site {
  readonly outDir: string;
  readonly pages: Page[];
  /** Queues a file (absolute path) for writeSite. */
  emit(file: string, content: string | Uint8Array): void;
}

export function readSite(outDir?: string): Site;
export function writeSite(site: Site): number;
export function htmlFiles(dir?: string, prefix?: string): string[];
export function decodeEntities(text: string): string;
export function routeOf(file: string): string;
export function inlineScripts(html: string): string[];
export function sha256(text: string): string;
