import { destinations, findDestination } from '@/content/destinations';
import type { Checked, CostFigure, Destination } from '@/content/types';
import { destinationStatuses, figureStatus, itemStatuses, statusRecords, statusSummary } from './figureStatus';
import { statusText, statusWords } from './statusWords';

const checked: Checked = { source: 'ukStudentVisa', asOf: '2026-11-26', reviewBy: '2027-05-26' };
const unconfirmed: Checked = { source: 'ukStudentVisa', asOf: '2026-11-01', reviewBy: '2026-12-31', unconfirmed: '2026-11-26' };

describe('figureStatus: one way to write a figure’s status', () => {
  it('writes a checked figure with its host and the day it was read, an unconfirmed one as not yet confirmed', () => {
    expect(statusText(figureStatus(checked))).toBe('gov.uk · checked 26 Nov 2026');
    expect(statusText(figureStatus(unconfirmed))).toBe('gov.uk · not yet confirmed');
    // The research guide's date is never shown as a check.
    expect(statusWords(figureStatus(unconfirmed))).not.toContain('1 Nov');
    expect(figureStatus(unconfirmed)).toMatchObject({ url: 'https://www.gov.uk/student-visa', lookedOn: '2026-11-26', reviewBy: '2026-12-31' });
    expect(figureStatus(unconfirmed).checkedOn).toBeUndefined();
  });

  it('gives an item that states cost figures their statuses, one per page and state, and any other item its own', () => {
    const fee: CostFigure = { label: 'Fee', min: 1, max: 1, period: 'once', ...unconfirmed };
    const funds: CostFigure = { label: 'Funds', min: 2, max: 2, period: 'year', source: 'caFunds', asOf: '2026-11-26', reviewBy: '2027-05-26' };
    expect(statusRecords(checked, ['a ', { amount: fee }, ' and ', { amount: funds }, ' and ', { amount: fee }])).toEqual([fee, funds]);
    expect(statusRecords(checked, 'no figure')).toEqual([checked]);
    expect(statusRecords(checked)).toEqual([checked]);
    expect(itemStatuses(checked, [{ amount: fee }]).map(statusText)).toEqual(['gov.uk · not yet confirmed']);
  });

  it('sums up a page’s statuses for its legend', () => {
    expect(statusSummary([figureStatus(checked), figureStatus(unconfirmed)])).toEqual({
      checked: 1,
      unconfirmed: 1,
      lastChecked: '2026-11-26',
      lastLooked: '2026-11-26',
      nextReview: '2026-12-31',
    });
    expect(statusSummary([])).toEqual({ checked: 0, unconfirmed: 0 });
  });
});

/** Every amount a destination's blocks state, with the status each block gives it. */
function amountStatuses(d: Destination): Map<number, Set<string>> {
  const map = new Map<number, Set<string>>();
  const add = (amount: number, c: Checked) => map.set(amount, (map.get(amount) ?? new Set()).add(statusText(figureStatus(c))));
  const { costs } = d;
  const figures = [costs.tuition, costs.living, costs.visa, costs.health].flatMap((line) => (Array.isArray(line) ? line : []));
  for (const f of figures) for (const a of [f.min, f.max]) add(a, f);
  // A stat card that counts a cost figure names its currency in its title ("Proof of Funds (CAD / year)").
  for (const s of d.about.stats) if (s.title.includes(`(${costs.currency}`)) add(s.number, s);
  return map;
}

describe('every destination block writes an amount with its record’s status', () => {
  it.each(destinations.map((d) => [d.slug, d] as const))('%s: one status per amount, the record’s', (_, d) => {
    const twice = [...amountStatuses(d)].filter(([, statuses]) => statuses.size > 1).map(([amount, s]) => `${amount}: ${[...s].join(' / ')}`);
    expect(twice).toEqual([]);
    // The legend's statuses are the blocks' own.
    expect(destinationStatuses(d).length).toBeGreaterThan(d.facts.length);
  });

  it('the check can fail: a stat whose status differs from its figure’s is found', () => {
    const canada = findDestination('canada')!;
    const stats = canada.about.stats.map((s) => (s.title.includes('CAD') ? { ...s, ...unconfirmed, source: s.source } : s));
    const broken = { ...canada, about: { ...canada.about, stats } };
    expect([...amountStatuses(broken)].some(([, s]) => s.size > 1)).toBe(true);
  });
});
