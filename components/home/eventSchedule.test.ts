import { events } from '@/content/events';
import { cleanTopic } from '@/content/contactTopics';
import { eventJsonLd } from '@/lib/seo';
import { placeText, registerHref, scheduleEvents, todayInIndia } from './eventSchedule';

// A day among the events' own dates, so both lists have events whatever the calendar says. Whether
// the site has an upcoming event today is the launch gate's question (lib/launch.ts), not this test's.
const day = [...events].map((e) => e.endDate).sort()[Math.floor(events.length / 2)]!;

describe('event schedule', () => {
  it('puts upcoming events first (soonest first), then past ones (latest first)', () => {
    const { upcoming, past } = scheduleEvents(events, day);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.endDate >= day)).toBe(true);
    expect(past.every((e) => e.endDate < day)).toBe(true);
    expect(upcoming.map((e) => e.date)).toEqual([...upcoming.map((e) => e.date)].sort());
    expect(past.map((e) => e.date)).toEqual([...past.map((e) => e.date)].sort().reverse());
    expect(upcoming.length + past.length).toBe(events.length);
  });

  it('keeps an event upcoming until its last day is over', () => {
    const fair = events.find((e) => e.date !== e.endDate)!;
    expect(scheduleEvents([fair], fair.endDate).upcoming).toEqual([fair]);
    expect(scheduleEvents([fair], '2099-01-01').past).toEqual([fair]);
  });

  it('tells the date in India', () => {
    expect(todayInIndia(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(todayInIndia(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });

  it('describes every event with dates, status and a structured place', () => {
    const organizer = { name: 'Aspire', url: 'https://example.org' };
    for (const event of events) {
      const data = eventJsonLd(event, organizer, 'https://example.org/x.svg');
      expect(data.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+05:30$/);
      expect(data.endDate > data.startDate).toBe(true);
      expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
      if (event.place.kind === 'online') {
        expect(data.location).toEqual({ '@type': 'VirtualLocation', url: event.place.url });
        expect(event.place.url).toMatch(/^https:\/\//);
      } else {
        expect(data.location).toMatchObject({
          '@type': 'Place',
          address: { streetAddress: expect.any(String), addressLocality: expect.any(String), addressCountry: 'IN' },
        });
      }
      expect(placeText(event.place).length).toBeGreaterThan(5);
    }
  });

  it('registers through the counselling form with a topic the form accepts', () => {
    for (const event of events) {
      const url = new URL(registerHref(event), 'https://example.org');
      expect(url.pathname).toBe('/contact-us');
      const topic = url.searchParams.get('topic')!;
      expect(cleanTopic(topic)).toBe(topic);
    }
  });
});
