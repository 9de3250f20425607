// The exported pages in out/, for the post-build steps that read or rewrite them (paint-first,
// og-images, headers): one walk, the same order every time.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every .html under `dir` as a path relative to it ("about-us.html", "news/usa/1.html"), sorted; Next's _next/ holds none. */
export async function htmlFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (rel !== '_next') files.push(...(await htmlFiles(path.join(dir, entry.name), rel)));
    } else if (entry.name.endsWith('.html')) files.push(rel);
  }
  return files.sort();
}
