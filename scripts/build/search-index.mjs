// Build step: the site search's index (Pagefind), built from the exported pages into out/pagefind/.
// The search dialog and the /search page load out/pagefind/pagefind.js only when a visitor searches,
// so no page pays for search until it is used.
//
// Each page is added under its clean URL ("/faq", not "/faq.html": the one address every host serves),
// and only its <main> is indexed, so the menu and footer on every page do not make every page match.
// The 404 pages and the search page itself are not results. Each page is indexed in its own language
// (its <html lang>), so Pagefind writes one index per language: a translated page's search finds its
// language's pages first, then the English ones from the English index (lib/search.ts).

import path from 'node:path';
import * as pagefind from 'pagefind';

/** Exported files that are not search results. */
export const notResults = (file) => /^([a-z]{2}\/)?404\.html$/.test(file) || file.startsWith('_not-found') || file === 'search.html';

/** The step: the index, as files under out/pagefind/. */
export async function searchIndexStep(site) {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    // The no-script copies repeat what the page already says; the breadcrumbs name other pages.
    excludeSelectors: ['noscript', 'nav[aria-label="Breadcrumb"]'],
  });
  if (!index) throw new Error(`search-index: ${errors.join('; ')}`);
  let pages = 0;
  for (const page of site.pages) {
    if (notResults(page.file)) continue;
    const added = await index.addHTMLFile({ url: page.route, content: page.html });
    if (added.errors.length) throw new Error(`search-index: ${page.file}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.getFiles();
  if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
  for (const file of written.files) site.emit(path.join(site.outDir, 'pagefind', file.path), Buffer.from(file.content));
  await pagefind.close();
  console.log(`search-index: ${pages} pages indexed into out/pagefind/`);
}
