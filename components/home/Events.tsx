import { CalendarDays, MapPin } from 'lucide-react';
import { events } from '@/content/events';
import { site } from '@/content/site';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { formatDate } from '@/components/behaviour/format';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/components/seo/structuredData';
import styles from './Events.module.css';

export function Events() {
  return (
    <Section labelledBy="home-events" tone="soft">
      <NumberedHeading
        id="home-events"
        number="06"
        title="Study abroad events"
        lead="University fairs, visa webinars and test-prep masterclasses we have hosted for students."
      />
      <ScrollRow label="events" step={{ fraction: timing.eventsRow.stepFraction }}>
        {events.map((event) => (
          <article key={event.name} className={styles.card}>
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
            <img src={event.pic} alt="" width={640} height={400} loading="lazy" decoding="async" className={styles.pic} />
            <div className={styles.body}>
              <h3 className={styles.name}>{event.name}</h3>
              <p className={styles.meta}>
                <CalendarDays aria-hidden="true" size={16} />
                <time dateTime={event.date}>{formatDate(event.date)}</time>
              </p>
              <p className={styles.meta}>
                <MapPin aria-hidden="true" size={16} />
                {event.location}
              </p>
              <p className={styles.summary}>{event.summary}</p>
            </div>
          </article>
        ))}
      </ScrollRow>
      <JsonLd data={events.map(eventJsonLd)} />
    </Section>
  );
}

function eventJsonLd(event: (typeof events)[number]) {
  const online = event.location === 'Online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.date,
    description: event.summary,
    image: absoluteUrl(event.pic),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: site.url }
      : { '@type': 'Place', name: event.location, address: { '@type': 'PostalAddress', addressLocality: event.location, addressCountry: 'IN' } },
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
    isAccessibleForFree: true,
  };
}
