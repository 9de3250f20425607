// Every schema.org block the site emits (JSON-LD), built from content in one place, and the one way
// they are written into a page (jsonLdText), so escaping is done once.
import type { Faq, NewsItem, Office, Service, StudyEvent } from '@/content/types';
import { site } from '@/content/site';
import { newsCountryLabel } from '@/content/news';
import { servicePath, serviceHeading, type ServiceKind } from '@/content/services';

/** Events run in India time. */
export const eventTimeZoneOffset = '+05:30';

/** An absolute URL on the site's canonical origin. */
export const absoluteUrl = (path: string) => new URL(path, site.url).toString();
const absolute = absoluteUrl;

/**
 * The text of a <script type="application/ld+json">: `<` is escaped so no string in the data can
 * close the script element (or open a comment), whatever the content says.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: absolute('/icon.svg'),
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.foundingYear),
    description: site.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: Object.values(site.social),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** One LocalBusiness per office, tied to the site-wide organisation. */
export function officeJsonLd(office: Office) {
  // The address line ends with the locality ("…, Marathahalli, Bengaluru"): split it off.
  const parts = office.address.split(', ');
  const locality = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/contact-us')}#office-${office.city.toLowerCase()}`,
    name: `${site.name}, ${office.city}`,
    url: absoluteUrl('/contact-us'),
    image: absoluteUrl(office.image),
    telephone: office.phone,
    email: office.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: parts.join(', '),
      addressLocality: locality ?? office.city,
      addressRegion: office.state,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    openingHoursSpecification: office.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    hasMap: office.mapLink,
    parentOrganization: { '@id': `${site.url}/#organization` },
  };
}

/** One news item, published by the organisation, based on its official source. */
export function newsArticleJsonLd(item: NewsItem) {
  const url = absoluteUrl(item.link);
  const organisation = { '@type': 'EducationalOrganization', '@id': `${site.url}/#organization`, name: site.name, url: site.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.subtext,
    datePublished: item.date,
    dateModified: item.date,
    image: [absoluteUrl(item.image)],
    articleSection: newsCountryLabel(item.country),
    inLanguage: 'en',
    author: organisation,
    publisher: { ...organisation, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    isBasedOn: item.sourceUrl,
  };
}

/** A service or free training page, provided by the organisation. */
export function serviceJsonLd(service: Service, kind: ServiceKind) {
  const url = absoluteUrl(servicePath(service, kind));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: serviceHeading(service, kind),
    description: service.summary,
    url,
    serviceType: kind === 'training' ? `${service.title} test preparation` : service.title,
    provider: { '@id': `${site.url}/#organization` },
    areaServed: { '@type': 'Country', name: 'India' },
    audience: { '@type': 'Audience', audienceType: 'Students planning to study abroad' },
    ...(kind === 'training'
      ? { offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR', description: service.includes[0] ?? service.summary } }
      : {}),
  };
}

/** Every answered question of the FAQ page. */
export function faqPageJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs
      .filter((faq) => faq.answer.trim() !== '')
      .map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
  };
}

/** schema.org Event for an upcoming event (past events get none: they are not search results to offer). */
export function eventJsonLd(event: StudyEvent, organizer: { name: string; url: string }, image: string) {
  const { place } = event;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: `${event.date}T${event.startTime}:00${eventTimeZoneOffset}`,
    endDate: `${event.endDate}T${event.endTime}:00${eventTimeZoneOffset}`,
    description: event.summary,
    image,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      place.kind === 'online' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      place.kind === 'online'
        ? { '@type': 'VirtualLocation', url: place.url }
        : {
            '@type': 'Place',
            name: place.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: place.street,
              addressLocality: place.city,
              addressRegion: place.region,
              postalCode: place.postalCode,
              addressCountry: place.countryCode,
            },
          },
    organizer: { '@type': 'Organization', ...organizer },
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: place.kind === 'online' ? place.url : organizer.url,
    },
  };
}

/**
 * The Event blocks for the events a page lists as upcoming. A sample event (invented for the template)
 * gets none: search engines would offer it as a real event the firm holds.
 */
export function eventsJsonLd(upcoming: StudyEvent[], organizer: { name: string; url: string }) {
  return upcoming.filter((event) => !event.sample).map((event) => eventJsonLd(event, organizer, absoluteUrl(event.pic)));
}
