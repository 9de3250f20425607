// The exported pages in out/, for the post-build steps that read or rewrite them (paint-first,
// og-images, headers) and the tests that read them: one walk, the same order every time, and one
// decoder for the text React writes into them.
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

const namedEntities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Text as exported HTML holds it (`&amp;`, `&#x27;`, `&#39;`, `&nbsp;`) back to the characters. */
export const decodeEntities = (text) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, code) => {
    if (code[0] !== '#') return namedEntities[code.toLowerCase()] ?? entity;
    return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
  });
