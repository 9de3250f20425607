import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { NewsCountry, NewsItem } from './types';
import { newsPath } from './paths';
import { cite } from './sources';
import { ContentError, parseFile } from './schema';
import { collections, newsCountryChoices } from './schemas';

/**
 * News for the country tabs (home and /news) and the articles at /news/{country}/{n}: one Markdown
 * file per article in content/news/, checked against its schema (content/schemas.ts).
 *
 * Every item rests on a rule or a practical topic from shared/guides/destinations.md and links the
 * official page it relies on. Figures not in that guide are never quoted: the text sends readers to
 * the official page instead.
 */

/** The tab bar, in the spec's order (§2 News page). */
export const newsCountries: { id: NewsCountry; label: string }[] = newsCountryChoices.map(({ value, label }) => ({ id: value, label }));

/** The badge and section name of a country's news ("USA", "European Union"). */
export function newsCountryLabel(country: NewsCountry): string {
  return newsCountries.find((c) => c.id === country)?.label ?? country;
}

/** Spec §4: the home news list opens on USA. */
export const defaultNewsCountry: NewsCountry = 'usa';

/** An article file as read: its path from the repository root, and its text. */
export interface ArticleFile {
  file: string;
  text: string;
}

declare global {
  // webpack and Turbopack's directory import, typed here (Next does not declare it yet); Node's
  // `require` type lives in this namespace, so only the namespace form can extend it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      context(directory: string, recursive: boolean, filter: RegExp): RequireContext;
    }
  }
}
interface RequireContext {
  keys(): string[];
  (key: string): unknown;
}

/**
 * The article files. Under Next they come through the bundler's `require.context`, so `next dev`
 * rebuilds the pages that show news when a file is saved, added or deleted (a plain read from disk
 * would be cached until a restart); the build reads the same files. Jest and the build scripts run
 * in Node, which has no `require.context`: there they are read from disk.
 */
function articleFiles(): ArticleFile[] {
  let context: RequireContext | undefined;
  try {
    context = require.context('./news', false, /\.md$/);
  } catch {
    context = undefined;
  }
  if (context) {
    const from = context;
    // webpack also lists each file under a second, root-relative key: keep the "./" ones.
    return from
      .keys()
      .filter((key) => key.startsWith('./'))
      .map((key) => {
        const loaded = from(key);
        const text = typeof loaded === 'string' ? loaded : (loaded as { default: string }).default;
        return { file: `content/news/${key.slice(2)}`, text };
      });
  }
  const directory = path.join(process.cwd(), collections.news.directory);
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ file: `${collections.news.directory}/${name}`, text: fs.readFileSync(path.join(directory, name), 'utf8') }));
}

/**
 * Reads article files into news items: each file checked against the schema, then the set (one
 * article per address). Every problem is reported with its file and field before anything fails.
 */
export function readArticles(files: ArticleFile[]): NewsItem[] {
  const problems: string[] = [];
  const read: { file: string; item: NewsItem }[] = [];
  for (const { file, text } of files) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    if (!match) {
      problems.push(`${file}: no frontmatter (the fields between two --- lines at the top)`);
      continue;
    }
    try {
      const front: unknown = parseYaml(match[1]!);
      const entry = parseFile(file, collections.news.schema, { ...(front as object), body: match[2] });
      read.push({ file, item: { ...entry, link: newsPath(entry), ...cite(entry.source) } });
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else problems.push(`${file}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const byLink = new Map<string, string>();
  for (const { file, item } of read) {
    const other = byLink.get(item.link);
    if (other) problems.push(`${file}: n: ${item.link} is already the address of ${other}`);
    byLink.set(item.link, file);
  }
  const dateOf = new Map(read.map(({ item }) => [item.link, item.date]));
  for (const { file, item } of read) {
    if (item.supersededBy === undefined) continue;
    const next = newsPath({ country: item.country, n: item.supersededBy });
    const nextDate = dateOf.get(next);
    if (next === item.link) problems.push(`${file}: supersededBy: ${item.supersededBy} is this article itself`);
    else if (!nextDate) problems.push(`${file}: supersededBy: no article ${next}`);
    else if (nextDate <= item.date) problems.push(`${file}: supersededBy: ${next} (${nextDate}) is not newer than this article (${item.date})`);
  }
  if (problems.length) throw new ContentError(problems);
  const items = read.map(({ item }) => item);
  // The tabs' order, then newest first (the number breaks a tie, so the order never depends on file names).
  const tab = (item: NewsItem) => newsCountryChoices.findIndex((c) => c.value === item.country);
  return items.sort((a, b) => tab(a) - tab(b) || b.date.localeCompare(a.date) || a.n - b.n);
}

/** Every article, by tab and newest first. */
export const newsItems: NewsItem[] = readArticles(articleFiles());

/**
 * How many articles a country's tab shows (home and /news): the spec's four, the first featured and
 * the rest in a row of three. Older ones stay at their addresses and in the country's archive
 * (/news/{country}), so the tabs keep their size however many articles the marketers add.
 */
export const newsPerTab = 4;

/** The latest articles of one country, for its tab. */
export function latestNewsFor(country: NewsCountry): NewsItem[] {
  return newsFor(country).slice(0, newsPerTab);
}

/** Every article of one country, newest first (its archive). */
export function newsFor(country: NewsCountry): NewsItem[] {
  return newsItems.filter((item) => item.country === country);
}

/** The article at /news/{country}/{n}, if there is one. */
export function findNews(country: string, n: string): NewsItem | undefined {
  return newsItems.find((item) => item.country === country && String(item.n) === n);
}
