import { isOlderThanAYear } from './newsAge';

describe('an article older than 12 months', () => {
  it('is one whose first anniversary has passed', () => {
    expect(isOlderThanAYear('2025-11-18', '2026-11-26')).toBe(true);
    expect(isOlderThanAYear('2024-02-20', '2026-11-26')).toBe(true);
    expect(isOlderThanAYear('2025-11-26', '2026-11-26')).toBe(false);
    expect(isOlderThanAYear('2025-11-27', '2026-11-26')).toBe(false);
    expect(isOlderThanAYear('2026-10-12', '2026-11-26')).toBe(false);
  });

  it('counts a 29 February article a year on from 1 March', () => {
    expect(isOlderThanAYear('2024-02-29', '2025-03-01')).toBe(false);
    expect(isOlderThanAYear('2024-02-29', '2025-03-02')).toBe(true);
  });
});
