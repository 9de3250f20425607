import { filtersFromSearch, matches, roundState, roundText, searchFor } from './scholarships';

const offered = { destination: ['usa', 'uk', 'europe'], level: ['undergraduate', 'masters', 'phd'], field: ['stem', 'business'] };

describe('scholarship filters', () => {
  const chevening = { destinations: ['uk'] as const, levels: ['masters'] as const, fields: 'all' as const };
  const stemOnly = { destinations: ['uk', 'europe'] as const, levels: ['masters', 'phd'] as const, fields: ['stem'] as const };

  it('match on every filter set, and a scheme for any subject matches every field', () => {
    expect(matches(chevening, {})).toBe(true);
    expect(matches(chevening, { destination: 'uk', level: 'masters', field: 'business' })).toBe(true);
    expect(matches(chevening, { destination: 'usa' })).toBe(false);
    expect(matches(chevening, { level: 'phd' })).toBe(false);
    expect(matches(stemOnly, { field: 'stem', destination: 'europe' })).toBe(true);
    expect(matches(stemOnly, { field: 'business' })).toBe(false);
  });

  it('read from the address, ignoring what the page does not offer, and write back in one order', () => {
    expect(filtersFromSearch('?level=masters&destination=uk', offered)).toEqual({ destination: 'uk', level: 'masters' });
    expect(filtersFromSearch('?destination=mars&field=stem&utm_source=x', offered)).toEqual({ field: 'stem' });
    expect(searchFor({ level: 'masters', destination: 'uk' })).toBe('?destination=uk&level=masters');
    expect(searchFor({})).toBe('');
  });
});

describe('a scheme’s round', () => {
  const chevening = { opens: 8 as const, closes: 11 as const, note: 'early November', closesDay: 5 };
  const acrossNewYear = { opens: 10 as const, closes: 2 as const };

  it('is open in its months, with the closing month of this round', () => {
    expect(roundState(chevening, { year: 2026, month: 9, day: 1 })).toEqual({ open: true, closes: { year: 2026, month: 11 } });
    expect(roundState(acrossNewYear, { year: 2026, month: 12, day: 1 })).toEqual({ open: true, closes: { year: 2027, month: 2 } });
    expect(roundState(acrossNewYear, { year: 2027, month: 1, day: 1 })).toEqual({ open: true, closes: { year: 2027, month: 2 } });
  });

  it('once closed says when the next round is expected, never a passed date', () => {
    expect(roundState(chevening, { year: 2026, month: 12, day: 1 })).toEqual({ open: false, opens: { year: 2027, month: 8 }, closes: { year: 2027, month: 11 } });
    expect(roundState(chevening, { year: 2027, month: 3, day: 1 })).toEqual({ open: false, opens: { year: 2027, month: 8 }, closes: { year: 2027, month: 11 } });
    expect(roundState(acrossNewYear, { year: 2027, month: 5, day: 1 })).toEqual({ open: false, opens: { year: 2027, month: 10 }, closes: { year: 2028, month: 2 } });
    expect(roundText(chevening, { year: 2026, month: 12, day: 1 })).toBe('Next round expected to open in August 2027 and close in November 2027 (early November).');
    // Past its usual closing day, the closing month is closed: no "closes in November 2026" on 27 November.
    expect(roundState(chevening, { year: 2026, month: 11, day: 27 })).toEqual({ open: false, opens: { year: 2027, month: 8 }, closes: { year: 2027, month: 11 } });
    expect(roundState(acrossNewYear, { year: 2027, month: 2, day: 28 })).toEqual({ open: true, closes: { year: 2027, month: 2 } });
    expect(roundText(chevening, { year: 2026, month: 11, day: 1 })).toBe('Open now: usually closes in November 2026 (early November). Check the exact date on the official page.');
  });
});
