/**
 * iCalendar (RFC 5545) for downloadable plans: all-day events, text escaped and lines folded as the
 * standard requires, so Google Calendar, Outlook and Apple Calendar import the file as written.
 */
export interface CalendarEvent {
  /** Globally unique and stable: importing the same plan again updates the events instead of doubling them. */
  uid: string;
  /** All-day event on this date ("2027-05-01"). */
  date: string;
  summary: string;
  description: string;
  url?: string;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: CRLF and one space, never splitting a UTF-8 character
 * (RFC 5545 §3.1); "₹" is three octets.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = utf8Length(char.codePointAt(0)!);
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Octets of one character in UTF-8 (no TextEncoder: it is missing from some test environments). */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

const compactDate = (iso: string) => iso.replace(/-/g, '');

function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** "20261126T020555Z": DTSTAMP is the file's creation time in UTC. */
export function icsTimestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function calendar({ name, events, now }: { name: string; events: CalendarEvent[]; now: Date }): string {
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aspire Overseas Education//Intake planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
