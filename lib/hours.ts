import type { DayOfWeek, Office } from '@/content/types';
import { dateFormat } from './format';

const short: Record<DayOfWeek, string> = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun' };
const order: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "09:30" -> "9:30 am", "18:30" -> "6:30 pm", as Indian visitors write times. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

/** Consecutive days as a range ("Mon–Sat"), others listed ("Mon, Wed"). */
function dayRange(days: readonly DayOfWeek[]): string {
  const idx = [...days].map((d) => order.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of idx) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs.map((r) => (r.length > 2 ? `${short[order[r[0]!]!]}–${short[order[r.at(-1)!]!]}` : r.map((i) => short[order[i]!]).join(', '))).join(', ');
}

/** An office's hours in a line, from its opening-hours record (the one the structured data reads): "Mon–Sat, 9:30 am – 6:30 pm". */
export function officeHours(office: Pick<Office, 'openingHours'>): string {
  return office.openingHours.map((h) => `${dayRange(h.days)}, ${clockTime(h.opens)} – ${clockTime(h.closes)}`).join('; ');
}

/**
 * An office's hours as a translated page writes them, from the same record: day names and times in
 * the locale's own words ("ಸೋಮವಾರ–ಶನಿವಾರ, 9:30 AM – 6:30 PM").
 */
export function officeHoursIn(office: Pick<Office, 'openingHours'>, locale: string): string {
  // 5 January 2026 was a Monday: the days of that week name each weekday in the locale.
  const dayName = (d: DayOfWeek) => dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + order.indexOf(d)));
  const time = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, h, m));
  };
  const days = (list: readonly DayOfWeek[]) => {
    const idx = [...list].map((d) => order.indexOf(d)).sort((a, b) => a - b);
    const consecutive = idx.every((i, n) => n === 0 || i === idx[n - 1]! + 1);
    return consecutive && idx.length > 2 ? `${dayName(order[idx[0]!]!)}–${dayName(order[idx.at(-1)!]!)}` : idx.map((i) => dayName(order[i]!)).join(', ');
  };
  return office.openingHours.map((h) => `${days(h.days)}, ${time(h.opens)} – ${time(h.closes)}`).join('; ');
}
