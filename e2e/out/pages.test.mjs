// What every exported page says to a search engine, a sharer and a validator, read from out/ without
// a browser (`npm run test:out`, after the build): one test per page, so one bad page does not hide
// the rest. What needs a browser (console errors, axe, layout) is e2e/site.spec.ts, per route too.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { decodeEntities, readSite } from '../../scripts/build/site.mjs';
import config from '../htmlvalidate.config.mjs';

const site = readSite();
const sitemap = readFileSync(join(site.outDir, 'sitemap.xml'), 'utf8');
const sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const byRoute = new Map(site.pages.filter((page) => page.ownsItsUrl).map((page) => [page.route, page]));
/** The translations, as the build wrote them: each has its own 404 page (out/kn/404.html). */
const translations = site.pages.map((page) => /^([a-z]{2})\/404\.html$/.exec(page.file)?.[1]).filter(Boolean);
const languageOf = (route) => translations.find((lang) => route === `/${lang}` || route.startsWith(`/${lang}/`)) ?? 'en';

/** A path the static host answers 200 for: a file, a page's .html, or a folder's index.html. */
function served(pathname) {
  const file = join(site.outDir, decodeURIComponent(pathname));
  const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();
  return isFile(file) || isFile(`${file}.html`) || isFile(join(file, 'index.html'));
}

const attribute = (tag, name) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};
const tags = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[0]);

test('out/ holds a page for every route of the sitemap', () => {
  assert.ok(sitemapRoutes.length > 40, `${sitemapRoutes.length} routes in the sitemap`);
  assert.deepEqual(sitemapRoutes.filter((route) => !byRoute.has(route)), []);
});

test('every page has a title of its own', () => {
  const seen = new Map();
  for (const route of sitemapRoutes) {
    const title = byRoute.get(route)?.meta.title;
    assert.equal(seen.get(title), undefined, `${route} repeats the title of ${seen.get(title)}`);
    seen.set(title, route);
  }
});

describe('each route, as a search engine and a sharer read it', () => {
  for (const route of sitemapRoutes) {
    test(route, () => {
      const page = byRoute.get(route);
      assert.ok(page, `no page for ${route}`);
      const { html } = page;
      assert.match(page.meta.title ?? '', / · Aspire Overseas Education$|^Aspire Overseas Education · /);
      const description = attribute(tags(html, /<meta\b[^>]*\bname="description"[^>]*>/g)[0] ?? '', 'content') ?? '';
      // Counted as a reader sees letters: a letter with its vowel sign is one (Kannada, Tamil…).
      const letters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(description)].length;
      assert.ok(letters >= 50 && letters <= 160, `description of ${letters} characters: ${description}`);
      assert.equal(tags(html, /<link\b[^>]*\brel="canonical"[^>]*>/g).length, 1, 'one canonical link');
      assert.equal(tags(html, /<meta\b[^>]*\bproperty="og:title"[^>]*>/g).length, 1, 'one og:title');
      assert.equal(tags(html, /<meta\b[^>]*\bname="twitter:card"[^>]*>/g).length, 1, 'one twitter:card');
      // The language of the page's address: a translation's prefix, else English.
      assert.match(html, new RegExp(`<html\\b[^>]*\\blang="${languageOf(route)}-IN"`));
      assert.equal(tags(html, /<h1\b/g).length, 1, 'one h1');
      // Every link within the site reaches something the host serves.
      const broken = tags(html, /<a\b[^>]*>/g)
        .map((tag) => attribute(tag, 'href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .filter((href) => !served(new URL(href, 'http://x').pathname));
      assert.deepEqual([...new Set(broken)], []);
    });
  }
});

describe('html-validate, on every HTML file of out/', () => {
  // Its settings, and their reasons, are in e2e/htmlvalidate.config.mjs; by hand:
  // `npx html-validate --config e2e/htmlvalidate.config.mjs out`.
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  for (const page of site.pages) {
    test(page.file, async () => {
      const report = await validator.validateString(page.html, page.file);
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      assert.deepEqual(problems, []);
    });
  }
});

test('every page links the icon files, not an inline data: URL', () => {
  for (const { file, html } of site.pages) {
    const links = tags(html, /<link\b[^>]*>/g).map((tag) => ({ rel: attribute(tag, 'rel') ?? '', href: attribute(tag, 'href') ?? '' }));
    assert.deepEqual(links.filter((l) => l.href.startsWith('data:')), [], file);
    const icons = links.filter((l) => /\b(icon|apple-touch-icon)\b/.test(l.rel)).map((l) => `${l.rel} ${l.href}`);
    assert.deepEqual(icons, ['icon /favicon.ico', 'icon /icon.svg', 'apple-touch-icon /apple-touch-icon.png'], file);
  }
});

test('the translations: four languages, each page and its counterparts listing one another (hreflang), x-default English', () => {
  assert.deepEqual([...translations].sort(), ['hi', 'kn', 'ta', 'te']);
  const alternates = (html) =>
    Object.fromEntries(tags(html, /<link\b[^>]*\brel="alternate"[^>]*\bhrefLang="[^"]*"[^>]*>/g).map((tag) => [attribute(tag, 'hrefLang'), new URL(attribute(tag, 'href')).pathname]));
  const withAlternates = sitemapRoutes.filter((route) => Object.keys(alternates(byRoute.get(route).html)).length);
  assert.ok(withAlternates.length >= 5 * 4, `${withAlternates.length} pages with alternates`);
  for (const route of withAlternates) {
    const own = alternates(byRoute.get(route).html);
    assert.deepEqual(Object.keys(own).sort(), ['en', 'hi', 'kn', 'ta', 'te', 'x-default'], route);
    assert.equal(own[languageOf(route)], route, `${route} lists itself`);
    assert.equal(own['x-default'], own.en, `${route}: x-default is the English page`);
    for (const other of Object.values(own)) assert.deepEqual(alternates(byRoute.get(other)?.html ?? ''), own, `${other} lists the same pages as ${route}`);
  }
  // Every translated page is one of these: no page is published under a prefix without its English page.
  const translated = sitemapRoutes.filter((route) => languageOf(route) !== 'en');
  assert.deepEqual(translated.filter((route) => !withAlternates.includes(route)), []);
  // The hosts send each language's own 404 page: nginx knows the same languages.
  const nginx = readFileSync(join(site.outDir, '..', 'deploy', 'nginx.conf'), 'utf8');
  for (const lang of translations) assert.match(nginx, new RegExp(`\\(\\?<language>[a-z|]*\\b${lang}\\b`), `deploy/nginx.conf serves ${lang}'s pages`);
});

/** The text of a page's <main>, as a reader sees it: no scripts, styles or tags. */
const mainText = (html) =>
  decodeEntities((/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' '));
const scripts = { kn: /[\u0C80-\u0CFF]/gu, hi: /[\u0900-\u097F]/gu, te: /[\u0C00-\u0C7F]/gu, ta: /[\u0B80-\u0BFF]/gu };

describe('each translated page, as its reader reads it', () => {
  for (const route of sitemapRoutes.filter((r) => languageOf(r) !== 'en')) {
    test(route, () => {
      const lang = languageOf(route);
      const { html } = byRoute.get(route);
      const text = mainText(html);
      // Written in its script: most of the letters of its main content are the language's own.
      const own = text.match(scripts[lang])?.length ?? 0;
      const letters = text.match(/\p{L}/gu)?.length ?? 0;
      assert.ok(own / letters > 0.6, `${route}: ${own} of ${letters} letters in its script`);
      // Once, the English page is named the authority on figures and terms, and linked.
      const english = route.slice(lang.length + 1) || '/';
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      assert.equal(tags(main, new RegExp(`<a\\b[^>]*href="${english.replace(/\//g, '\\/')}"[^>]*hrefLang="en"`, 'g')).length, 1, `${route} links its English page once`);
      // The same figures as the English page: as many statuses, and the same rupee amounts and rates.
      const englishHtml = byRoute.get(english).html;
      const statuses = (h) => (h.match(/data-status="/g) ?? []).length;
      assert.equal(statuses(html), statuses(englishHtml), `${route}: figures with a status`);
      const amounts = (h) => [...new Set(mainText(h).match(/₹\d+(?:,\d+)+|\d+ %/g) ?? [])].sort();
      if (english !== '/') for (const amount of amounts(englishHtml)) assert.ok(text.includes(amount), `${route} states ${amount} as ${english} does`);
    });
  }
});
