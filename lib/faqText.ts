import type { Checked, Faq } from '@/content/types';
import { findDestination } from '@/content/destinations';
import { destinationText } from './destinationText';
import { figureStatus } from './figureStatus';
import { statusText, type FigureStatus } from './statusWords';
import { costFigures } from '@/content/costs';

/**
 * FAQ answers state a destination's cost figures by name, {{canada: Proof of funds}} or
 * {{europe: Blocked account | prefixOnce}}, so the FAQ, the destination page, the compare page and the
 * estimator read the same figure; an answer that states one ends with where the figures come from
 * and their status, written as on every page (lib/figureStatus.ts). A name that is not a figure of that
 * destination stops the build.
 */
const token = /\{\{\s*([a-z-]+)\s*:\s*([^|}]+?)\s*(?:\|\s*(money|thousands|prefixOnce)\s*)?\}\}/g;

/**
 * A named figure as the answer states it, with its record: a cost figure by its label, or an English
 * score by its test and kind ({{australia: PTE Academic, visa minimum}} -> "PTE Academic 47 overall").
 */
function figure(slug: string, label: string, style?: 'money' | 'thousands' | 'prefixOnce'): { text: string; record: Checked } {
  const d = findDestination(slug);
  if (!d) throw new Error(`FAQ: no destination "${slug}" for {{${slug}: ${label}}}`);
  const all = costFigures(d.costs);
  const cost = all.find((f) => f.label === label);
  if (cost) return { text: destinationText([{ amount: cost, ...(style && { style }) }], d.costs.currency), record: cost };
  const score = d.englishTests.find((t) => `${t.test}, ${t.kind}` === label);
  if (score) return { text: `${score.test} ${score.score}`, record: score };
  throw new Error(
    `FAQ: ${slug} has no cost figure or English score "${label}" (${[...all.map((f) => f.label), ...d.englishTests.map((t) => `${t.test}, ${t.kind}`)].join('; ')})`,
  );
}

/** Where a set of figures comes from, with each one's status as every other page writes it. */
function provenance(checks: Checked[]): string {
  const marks = [...new Set(checks.map((c) => statusText(figureStatus(c))))];
  return `${marks.length > 1 ? 'Sources' : 'Source'}: ${marks.join('; ')}.`;
}

/** An answer with its figures written out, and the records of the figures it states. */
function resolve(answer: string): { text: string; used: Checked[] } {
  const used: Checked[] = [];
  const text = answer.replace(token, (_, slug: string, label: string, style?: 'money' | 'thousands' | 'prefixOnce') => {
    const { text: stated, record } = figure(slug, label, style);
    used.push(record);
    return stated;
  });
  return { text, used };
}

/** An answer with its figures written out and, if it states any, their sources and statuses. */
export function faqAnswer(answer: string): string {
  const { text, used } = resolve(answer);
  return used.length ? `${text} ${provenance(used)}` : text;
}

/** The statuses of every figure a set of answers states, for the page's legend. */
export const faqStatuses = (faqs: readonly Faq[]): FigureStatus[] => faqs.flatMap((faq) => resolve(faq.answer).used.map(figureStatus));

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
