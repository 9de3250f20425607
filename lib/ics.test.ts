import { calendar, escapeText, foldLine, icsTimestamp } from './ics';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });
});

describe('foldLine', () => {
  // UTF-8 length by the browser's own encoder, independent of the code under test.
  const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a multi-byte character and keeps every line within 75 octets', () => {
    const line = `DESCRIPTION:${'₹'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('calendar', () => {
  const now = new Date('2026-11-26T02:05:55.123Z');
  const ics = calendar({
    name: 'Study plan',
    now,
    events: [
      { uid: 'usa-2027-09-tests@example.in', date: '2026-12-31', summary: 'Take your test, early; really', description: 'Line one\nLine two', url: 'https://example.org/a' },
      { uid: 'usa-2027-09-visa@example.in', date: '2027-05-01', summary: 'Visa', description: 'Apply' },
    ],
  });
  const lines = ics.split('\r\n');

  it('is CRLF-separated and ends with one', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('wraps one VEVENT per event with UID, DTSTAMP and an all-day span', () => {
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Aspire Overseas Education//Intake planner//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(icsTimestamp(now)).toBe('20261126T020555Z');
    expect(lines.filter((l) => l === 'DTSTAMP:20261126T020555Z')).toHaveLength(2);
    expect(lines).toContain('UID:usa-2027-09-tests@example.in');
    // DTEND is exclusive: the next day, across a year end too.
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('escapes text values', () => {
    expect(lines).toContain('SUMMARY:Take your test\\, early\\; really');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('URL:https://example.org/a');
  });
});
