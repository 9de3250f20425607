#!/usr/bin/env node
// Post-build step: the site search's index (Pagefind), built from the exported pages in out/ into
// out/pagefind/. The search dialog and the /search page load out/pagefind/pagefind.js only when a
// visitor searches, so no page pays for search until it is used.
//
// Each page is added under its clean URL ("/faq", not "/faq.html": the one address every host serves),
// and only its <main> is indexed, so the menu and footer on every page do not make every page match.
// The 404 page and the search page itself are not results.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { htmlFiles } from './out-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');

/** "about-us.html" -> "/about-us", "index.html" -> "/", "news/usa/1.html" -> "/news/usa/1". */
export const routeOf = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** Exported files that are not search results. */
export const notResults = (file) => file === '404.html' || file.startsWith('_not-found') || file === 'search.html';

async function main() {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    // The no-script copies repeat what the page already says; the breadcrumbs name other pages.
    excludeSelectors: ['noscript', 'nav[aria-label="Breadcrumb"]'],
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`search-index: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of await htmlFiles(outDir)) {
    if (notResults(file)) continue;
    const content = await readFile(path.join(outDir, file), 'utf8');
    const added = await index.addHTMLFile({ url: routeOf(file), content });
    if (added.errors.length) throw new Error(`search-index: ${file}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
  await pagefind.close();
  console.log(`search-index: ${pages} pages indexed into out/pagefind/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
