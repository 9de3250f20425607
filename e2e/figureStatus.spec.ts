import { expect, test, type Page } from '@playwright/test';
import { destinations } from '../content/destinations';
import type { CostFigure, Destination } from '../content/types';
import { figureStatus } from '../lib/figureStatus';
import { statusWords } from '../lib/statusWords';
import { phone } from './support';

/**
 * One status per figure, wherever it appears: every block of a destination page (stats, English
 * tests, facts, What changed, the estimator) and the compare table writes an amount's status from the
 * amount's own record. Read off the rendered page: each item that carries a status ([data-status]),
 * the amounts of money it states, and the words of its statuses.
 */

const currencyOf: Record<string, string> = { '£': 'GBP', '€': 'EUR', USD: 'USD', CAD: 'CAD', AUD: 'AUD', NZD: 'NZD', GBP: 'GBP', EUR: 'EUR' };

interface Shown {
  text: string;
  /** "GBP 524", one per amount stated (both ends of a range). */
  amounts: string[];
  /** The words of each status ("checked 26 Nov 2026", "not yet confirmed"). */
  states: string[];
}

/** Every item on the page that carries a status, with the amounts it states. */
async function shownItems(page: Page): Promise<Shown[]> {
  const raw = await page.locator('main').evaluate((main) => {
    const items = new Set<Element>();
    for (const mark of main.querySelectorAll('[data-status]')) items.add(mark.closest('li, dd, td') ?? mark.parentElement!);
    return [...items].map((item) => {
      const copy = item.cloneNode(true) as Element;
      const states = [...item.querySelectorAll('[data-status]')].map((m) => (m.textContent ?? '').split(' · ')[1] ?? '');
      copy.querySelectorAll('[data-status]').forEach((m) => m.remove());
      return { text: (copy.textContent ?? '').replace(/\s+/g, ' '), states };
    });
  });
  return raw.map(({ text, states }) => ({ text, states, amounts: amountsIn(text) }));
}

/** "£10,000–£38,000", "CAD 22,895", "€150–350", "AUD 20k–45k"; a stat card's number with "(CAD / year)" in its title. Not rupees. */
function amountsIn(text: string): string[] {
  const value = (digits: string, k?: string) => Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
  const found: string[] = [];
  for (const m of text.matchAll(/(USD|GBP|CAD|AUD|EUR|NZD|£|€)\s?(\d[\d,]*)(k?)(?:\s?[–-]\s?(?:£|€)?(\d[\d,]*)(k?))?/g)) {
    const currency = currencyOf[m[1]!]!;
    found.push(`${currency} ${value(m[2]!, m[3])}`);
    if (m[4]) found.push(`${currency} ${value(m[4], m[5])}`);
  }
  const stat = /^\s*(\d[\d,]*)\D.*\((USD|GBP|CAD|AUD|EUR|NZD)\b/.exec(text);
  if (stat && found.length === 0) found.push(`${stat[2]} ${value(stat[1]!)}`);
  return found;
}

const figures = (d: Destination): CostFigure[] =>
  [d.costs.tuition, d.costs.living, d.costs.visa, d.costs.health].flatMap((line) => (Array.isArray(line) ? line : []));

/** What each recorded amount's status says, from its record: "CAD 22895" -> the words. */
function recordedStates(list: readonly Destination[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const d of list) {
    for (const f of figures(d)) {
      for (const amount of new Set([f.min, f.max])) {
        const key = `${d.costs.currency} ${amount}`;
        map.set(key, (map.get(key) ?? new Set()).add(statusWords(figureStatus(f))));
      }
    }
  }
  return map;
}

/** The problems: an amount shown with two statuses, or with a status that is not its record's. */
function statusProblems(items: Shown[], recorded: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Set<string>>();
  for (const item of items) {
    for (const amount of item.amounts) {
      const expected = recorded.get(amount);
      if (expected && !item.states.some((s) => expected.has(s))) {
        problems.push(`${amount} reads "${item.states.join('; ')}" where its record says "${[...expected].join(' / ')}": ${item.text.slice(0, 90)}`);
      }
      // An item with one status says it of every amount it states.
      if (item.states.length === 1) seen.set(amount, (seen.get(amount) ?? new Set()).add(item.states[0]!));
    }
  }
  for (const [amount, states] of seen) if (states.size > 1) problems.push(`${amount} is shown with ${states.size} statuses: ${[...states].join(' / ')}`);
  return problems;
}

// The statuses are read from the page's text (textContent), which is the same at every width: one width,
// the phone's, as most visitors open the pages.
test.describe('figure statuses', () => {
  test.use({ viewport: phone });
  for (const d of destinations) {
    test(`/study-abroad/${d.slug}: every amount has one status, its record's`, async ({ page }) => {
      await page.goto(`/study-abroad/${d.slug}`);
      const items = await shownItems(page);
      // The walk must see the blocks it checks: the estimator's figures at least.
      expect(items.filter((i) => i.amounts.length > 0).length).toBeGreaterThanOrEqual(figures(d).length);
      expect(statusProblems(items, recordedStates([d]))).toEqual([]);
      // Each status is short, and the page explains the words once.
      for (const item of items) for (const s of item.states) expect(s).toMatch(/^(checked \d{1,2} [A-Z][a-z]{2,3} \d{4}|not yet confirmed)$/);
      await expect(page.getByText('How current are these figures?')).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText('not confirmed from the official page as of');
    });
  }

  test('/study-abroad/compare: every amount has one status, its record’s, and no empty row', async ({ page }) => {
    await page.goto('/study-abroad/compare');
    const items = await shownItems(page);
    expect(items.filter((i) => i.amounts.length > 0).length).toBeGreaterThan(5);
    // Currencies differ by column, so one map serves all six.
    expect(statusProblems(items, recordedStates(destinations))).toEqual([]);
    await expect(page.getByText('How current are these figures?')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('None of this kind');
  });
});

test('the check can fail: a status that differs from its record, or two for one amount, is reported', () => {
  const recorded = new Map([['GBP 524', new Set(['not yet confirmed'])]]);
  expect(statusProblems([{ text: 'fee £524', amounts: ['GBP 524'], states: ['checked 1 Nov 2026'] }], recorded)).toHaveLength(1);
  expect(
    statusProblems(
      [
        { text: 'a', amounts: ['USD 160'], states: ['checked 1 Nov 2026'] },
        { text: 'b', amounts: ['USD 160'], states: ['not yet confirmed'] },
      ],
      new Map(),
    ),
  ).toHaveLength(1);
  expect(amountsIn('£10,000–£38,000 a year (₹10,90,000)')).toEqual(['GBP 10000', 'GBP 38000']);
  expect(amountsIn('€150–350 a semester')).toEqual(['EUR 150', 'EUR 350']);
  expect(amountsIn('AUD 20k–45k')).toEqual(['AUD 20000', 'AUD 45000']);
  expect(amountsIn('22,895 Proof of Funds (CAD / year)')).toEqual(['CAD 22895']);
});
