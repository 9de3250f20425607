// The exported site as the build stage and the tests see it: one walk over out/ that reads each page
// (and its flight data file) once into a small model, and one write of whatever the steps changed or
// added. Next's markup is read through the adaptor (./next.mjs); this file knows only HTML.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths.mjs';
import { nextHtml } from './next.mjs';
import { bootScripts, dataUrlOf } from './paint-first.mjs';

/** Every .html under `dir` as a path relative to it ("about-us.html", "news/usa/1.html"), sorted; Next's _next/ holds none. */
export function htmlFiles(dir = paths.out, prefix = '') {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (rel !== '_next') files.push(...htmlFiles(path.join(dir, entry.name), rel));
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

/** "about-us.html" -> "/about-us", "index.html" -> "/", "news/usa/1.html" -> "/news/usa/1". */
export const routeOf = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** The error pages: served for any unknown URL, so nothing of theirs is fetched from their own address. */
const isErrorPage = (file) => /^(404|500|_not-found)(\.html|\/)/.test(file);

/** Executable inline scripts: no src, and no type or a JavaScript type (JSON-LD is data, not run). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = match;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A script's hash as a CSP source. */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const metaContent = (html, attr, key) => {
  const value = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

/** One exported page. `html` is what the steps rewrite; the rest is read from it when asked. */
class Page {
  constructor(file, html, txt) {
    this.file = file;
    this.route = routeOf(file);
    this.ownsItsUrl = !isErrorPage(file);
    this.html = html;
    this.read = html;
    /** The route's flight data (its .txt) as exported, when there is one. */
    this.txt = txt;
  }

  /** The chunks Next wrote as tags (before paint-first moves them into its loader). */
  get chunkScripts() {
    return nextHtml.chunkScripts(this.html);
  }

  /** Every script the page loads: tags a module browser fetches, then the loader's chunks. */
  get scripts() {
    const tags = nextHtml.srcScriptTags(this.html).map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean);
    return [...new Set([...tags, ...bootScripts(this.html)])];
  }

  /** The flight data inlined in the page (empty once paint-first moved it out). */
  get inlineFlight() {
    return nextHtml.inlineFlight(this.html);
  }

  /** Where the paint-first loader fetches the page's data from, if it does. */
  get dataUrl() {
    return dataUrlOf(this.html);
  }

  /** What search engines and share cards read (decoded). */
  get meta() {
    const title = /<title>([^<]*)<\/title>/.exec(this.html)?.[1];
    return {
      title: title === undefined ? undefined : decodeEntities(title),
      ogImage: metaContent(this.html, 'property', 'og:image'),
      ogImageAlt: metaContent(this.html, 'property', 'og:image:alt'),
    };
  }

  /** The CSP hashes of its executable inline scripts, each once. */
  get inlineHashes() {
    return [...new Set(inlineScripts(this.html).map(sha256))];
  }
}

/**
 * Reads the exported site: each page once, with its .txt when it has one. `emit(file, content)`
 * queues a new file (absolute path) for `writeSite`.
 */
export function readSite(outDir = paths.out) {
  const pages = htmlFiles(outDir).map((file) => {
    const txtPath = path.join(outDir, file.replace(/\.html$/, '.txt'));
    const txt = existsSync(txtPath) ? readFileSync(txtPath, 'utf8') : undefined;
    return new Page(file, readFileSync(path.join(outDir, file), 'utf8'), txt);
  });
  const emitted = new Map();
  return {
    outDir,
    pages,
    emitted,
    emit(file, content) {
      emitted.set(file, content);
    },
  };
}

/** Writes the pages the steps changed and the files they emitted; returns how many pages changed. */
export function writeSite(site) {
  let changed = 0;
  for (const page of site.pages) {
    if (page.html === page.read) continue;
    writeFileSync(path.join(site.outDir, page.file), page.html);
    page.read = page.html;
    changed += 1;
  }
  for (const [file, content] of site.emitted) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  site.emitted.clear();
  return changed;
}
