import type { EventPlace, IsoDate, StudyEvent } from '@/content/types';
import { counsellingHref } from '@/content/site';
import { slugify } from '@/lib/format';

/** Events run in India time. */
export const eventTimeZoneOffset = '+05:30';

/** Today's date in India, as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) as IsoDate;
}

/**
 * Upcoming events (not yet over on `today`), soonest first, then past ones, latest first. A static
 * site decides this when it is built, so the site needs a rebuild as events pass.
 */
export function scheduleEvents(events: StudyEvent[], today: IsoDate): { upcoming: StudyEvent[]; past: StudyEvent[] } {
  const upcoming = events.filter((e) => e.endDate >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((e) => e.endDate < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}

/** "Aspire Overseas head branch, 2nd Floor, …, Bengaluru" or "Online (Zoom webinar)". */
export function placeText(place: EventPlace): string {
  return place.kind === 'online' ? `Online (${place.platform})` : `${place.name}, ${place.street}, ${place.city}`;
}

/** Where to register, as a path on this site: the online event's registration link, or the counselling form. */
export function registerHref(event: StudyEvent): string {
  if (event.place.kind === 'online') {
    const url = new URL(event.place.url);
    return url.pathname + url.search + url.hash;
  }
  return counsellingHref(eventTopic(event));
}

/** The counselling form's topic for an event: a slug, as the form accepts ("event-ielts-and-pte-…"). */
export function eventTopic(event: StudyEvent): `event-${string}` {
  return `event-${slugify(event.name)}`.slice(0, 60).replace(/-$/, '') as `event-${string}`;
}

