/**
 * The site search, in the browser: Pagefind's index is written to /pagefind/ after the build
 * (scripts/build/search-index.mjs) and its script is fetched only here, the first time a visitor searches.
 */

/** One result as the site shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: HTML-escaped page text with the matched words in <mark>. */
  excerpt: string;
  /** An English page, found from a translated one (which then says so). */
  english?: boolean;
}

export interface SearchPage {
  total: number;
  /** Loads the data of results [from, to): Pagefind keeps each page's text in its own small fragment. */
  load: (from: number, to: number) => Promise<SearchHit[]>;
}

interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

interface PagefindInstance {
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

interface Pagefind extends PagefindInstance {
  createInstance: (options: { basePath: string; noWorker?: boolean }) => PagefindInstance;
}

/** The indexes a page searches: its own language's, and on a translated page the English one after it. */
interface Indexes {
  own: PagefindInstance;
  english: PagefindInstance | null;
}

/**
 * The English pages' index, for a translated page. Pagefind keeps one index a language and takes the
 * language an instance searches from <html lang> as the instance is made, with no option to name
 * another; so the page reads as English for that one synchronous call, and nothing renders between.
 * (Merging the English index into the page's own instead would search it with the page language's
 * word rules, and miss most English pages.) It runs on the page's thread: beside the page's own instance
 * in Pagefind's shared worker it never loaded its index.
 */
function englishIndex(module: Pagefind): PagefindInstance {
  const html = document.documentElement;
  const lang = html.lang;
  html.lang = 'en-IN';
  try {
    return module.createInstance({ basePath: '/pagefind/', noWorker: true });
  } finally {
    html.lang = lang;
  }
}

/** Where the build puts the index; a constant so the bundler leaves the import alone. */
export const pagefindUrl = '/pagefind/pagefind.js';

let loading: Promise<Indexes> | null = null;
let failures = 0;

/**
 * Pagefind's module, fetched once. After a failure the next search fetches it afresh under a new
 * address: the browser remembers a module that failed to load and would fail the same import again.
 * (Pagefind finds its index beside its own address, query or not.)
 */
function pagefind(): Promise<Indexes> {
  const url = failures ? `${pagefindUrl}?retry=${failures}` : pagefindUrl;
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (module) => {
    const english = document.documentElement.lang.startsWith('en') ? null : englishIndex(module);
    await Promise.all([module.init(), english?.init()]);
    return { own: module, english };
  });
  loading.catch(() => {
    loading = null;
    failures += 1;
  });
  return loading;
}

/** Starts fetching the index before the first keystroke (when search opens). Errors wait for search(). */
export function preloadSearch(): void {
  pagefind().catch(() => {});
}

/** The results for a query, best first: the page's own language's, then (on a translated page) the English ones; an empty query has none. */
export async function searchSite(query: string): Promise<SearchPage> {
  const trimmed = query.trim();
  if (!trimmed) return { total: 0, load: async () => [] };
  const { own, english } = await pagefind();
  const [mine, theirs] = await Promise.all([own.search(trimmed), english?.search(trimmed)]);
  const results = [
    ...(mine?.results ?? []).map((result) => ({ result, english: false })),
    ...(theirs?.results ?? []).map((result) => ({ result, english: true })),
  ];
  return {
    total: results.length,
    load: (from, to) =>
      Promise.all(
        results.slice(from, to).map(async ({ result, english: isEnglish }) => {
          const data = await result.data();
          return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, english: isEnglish };
        }),
      ),
  };
}
