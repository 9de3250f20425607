import type { EventPlace, StudyEvent } from './types';
import { site } from './site';
import file from './data/events.json';
import { parseFile } from './schema';
import { listFiles } from './schemas';

/** Webinars run on Zoom; the link to join is sent after registering on our counselling form. */
const registration = (topic: string) => `${site.url}/contact-us?topic=${encodeURIComponent(topic)}#contact-form`;

/**
 * Home "06 Study abroad events" (content/data/events.json). The spec's eight 2024 events stay as the
 * record of past events; upcoming events are added as they are planned. The page orders them by the
 * build date: upcoming first (soonest first), then past ones (latest first) marked "Past event".
 */
export const events: StudyEvent[] = parseFile(listFiles.events.file, listFiles.events.schema, file).events.map((event) => {
  // The address follows the build's site address (a staging build registers on staging).
  const place: EventPlace = event.place.kind === 'online' ? { ...event.place, url: registration(event.place.topic) } : event.place;
  return { ...event, place };
});
