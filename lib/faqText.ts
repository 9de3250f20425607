import type { Checked, CostFigure, Faq } from '@/content/types';
import { findDestination } from '@/content/destinations';
import { sources } from '@/content/sources';
import { destinationText } from './destinationText';
import { formatDate, sourceHost } from './format';

/**
 * FAQ answers state a destination's cost figures by name, {{canada: Proof of funds}} or
 * {{europe: Blocked account | prefixOnce}}, so the FAQ, the destination page, the compare page and the
 * estimator read the same figure (issue 27); an answer that states one ends with where the figures
 * come from, when they were checked and when they are due again. A name that is not a figure of that
 * destination stops the build.
 */
const token = /\{\{\s*([a-z-]+)\s*:\s*([^|}]+?)\s*(?:\|\s*(money|thousands|prefixOnce)\s*)?\}\}/g;

function figure(slug: string, label: string): { figure: CostFigure; currency: Parameters<typeof destinationText>[1] } {
  const d = findDestination(slug);
  if (!d) throw new Error(`FAQ: no destination "${slug}" for {{${slug}: ${label}}}`);
  const all = [d.costs.tuition, d.costs.living, d.costs.visa, d.costs.health].flatMap((line) => (Array.isArray(line) ? line : []));
  const found = all.find((f) => f.label === label);
  if (!found) throw new Error(`FAQ: ${slug} has no cost figure "${label}" (${all.map((f) => f.label).join(', ')})`);
  return { figure: found, currency: d.costs.currency };
}

/** Where a set of figures comes from, in one sentence per official page. */
function provenance(checks: Checked[]): string {
  const bySource = new Map<string, Checked>();
  for (const c of checks) if (!bySource.has(c.source)) bySource.set(c.source, c);
  return [...bySource.values()]
    .map((c) => {
      const host = sourceHost(sources[c.source].url);
      const state = c.unconfirmed ? `not confirmed from the official page as of ${formatDate(c.unconfirmed)}` : `checked ${formatDate(c.asOf)}`;
      return `Source: ${host}, ${state}; review by ${formatDate(c.reviewBy)}.`;
    })
    .join(' ');
}

/** An answer with its figures written out and, if it states any, their sources and dates. */
export function faqAnswer(answer: string): string {
  const used: Checked[] = [];
  const text = answer.replace(token, (_, slug: string, label: string, style?: 'money' | 'thousands' | 'prefixOnce') => {
    const { figure: f, currency } = figure(slug, label);
    used.push(f);
    return destinationText([{ amount: f, ...(style && { style }) }], currency);
  });
  return used.length ? `${text} ${provenance(used)}` : text;
}

/** FAQ entries with their answers written out (the FAQ page and its structured data). */
export function resolveFaqs<T extends Faq>(faqs: readonly T[]): T[] {
  return faqs.map((faq) => ({ ...faq, answer: faqAnswer(faq.answer) }));
}

/**
 * What is wrong with the figure names in a file's FAQ answers, one line each, named by file and
 * field as the content checks name them ("content/data/country-faqs.json: faqs[7].answer: …"):
 * `npm run check:content` reports them before a build stops on the first.
 */
export function figureNameProblems(file: string, faqs: readonly Faq[]): string[] {
  return faqs.flatMap((faq, i) => {
    try {
      faqAnswer(faq.answer);
      return [];
    } catch (error) {
      return [`${file}: faqs[${i}].answer: ${(error as Error).message.replace(/^FAQ: /, '')}`];
    }
  });
}
