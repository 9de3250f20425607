import { CalendarDays, Clock, MapPin } from 'lucide-react';
import clsx from 'clsx';
import { events } from '@/content/events';
import type { StudyEvent } from '@/content/types';
import { site } from '@/content/site';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { JsonLd } from '@/components/seo/JsonLd';
import { eventsJsonLd } from '@/lib/seo';
import { placeText, registerHref, scheduleEvents, todayInIndia } from './eventSchedule';
import styles from './Events.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Img } from '@/components/ui/Img';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { DateText } from '@/components/ui/Source';

function EventCard({ event, past }: { event: StudyEvent; past: boolean }) {
  const oneDay = event.date === event.endDate;
  return (
    <article className={clsx(styles.card, past && styles.past)}>
      <Img src={event.pic} alt="" width={640} height={400} className={styles.pic} />
      <div className={styles.body}>
        <div className={styles.tags}>
          <p className={clsx(styles.status, past ? styles.statusPast : styles.statusUpcoming)}>{past ? 'Past event' : 'Upcoming'}</p>
          <SampleLabel sample={event.sample} />
        </div>
        <h3 className={styles.name}>{keepHyphens(event.name)}</h3>
        <p className={styles.meta}>
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            <DateText iso={event.date} />
            {!oneDay && (
              <>
                {' – '}
                <DateText iso={event.endDate} />
              </>
            )}
          </span>
        </p>
        {!past && (
          <p className={styles.meta}>
            <Clock aria-hidden="true" size={16} />
            {event.startTime}–{event.endTime} IST
          </p>
        )}
        <p className={styles.meta}>
          <MapPin aria-hidden="true" size={16} />
          {placeText(event.place)}
        </p>
        <p className={styles.summary}>{keepHyphens(event.summary)}</p>
        {!past && (
          <a className={styles.register} href={registerHref(event)}>
            Register for free<span className="visually-hidden">: {event.name}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** 06 Study abroad events: upcoming ones first, as of the build date, then the archive marked "Past event". */
export function Events() {
  const { upcoming, past } = scheduleEvents(events, todayInIndia());
  const structured = eventsJsonLd(upcoming, { name: site.name, url: site.url });
  return (
    <Section labelledBy="home-events" tone="soft">
      <NumberedHeading
        id="home-events"
        number="06"
        title="Study abroad events"
        lead="University fairs, visa webinars and test-prep sessions: join the next one free, or see what we have hosted."
      />
      <ScrollRow label="events" step={{ fraction: timing.eventsRow.stepFraction }}>
        {[
          ...upcoming.map((event) => <EventCard key={event.name} event={event} past={false} />),
          ...past.map((event) => <EventCard key={event.name} event={event} past />),
        ]}
      </ScrollRow>
      {structured.length > 0 && <JsonLd data={structured} />}
    </Section>
  );
}
