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
}

export interface SearchPage {
  total: number;
  /** Loads the data of results [from, to): Pagefind keeps each page's text in its own small fragment. */
  load: (from: number, to: number) => Promise<SearchHit[]>;
}

interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

interface Pagefind {
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** Where the build puts the index; a constant so the bundler leaves the import alone. */
export const pagefindUrl = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | null = null;
let failures = 0;

/**
 * Pagefind's module, fetched once. After a failure the next search fetches it afresh under a new
 * address: the browser remembers a module that failed to load and would fail the same import again.
 * (Pagefind finds its index beside its own address, query or not.)
 */
function pagefind(): Promise<Pagefind> {
  const url = failures ? `${pagefindUrl}?retry=${failures}` : pagefindUrl;
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (module) => {
    await module.init();
    return module;
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

/** The results for a query, best first; an empty query has none. */
export async function searchSite(query: string): Promise<SearchPage> {
  const trimmed = query.trim();
  if (!trimmed) return { total: 0, load: async () => [] };
  const found = await (await pagefind()).search(trimmed);
  const results = found?.results ?? [];
  return {
    total: results.length,
    load: (from, to) =>
      Promise.all(
        results.slice(from, to).map(async (result) => {
          const data = await result.data();
          return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
        }),
      ),
  };
}
