import type { Office } from '@/content/types';
import { offices } from '@/content/offices';
import { site } from '@/content/site';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/components/seo/structuredData';
import { OfficeCard } from './OfficeCard';

/** One LocalBusiness per office, tied to the site-wide organisation. */
function officeJsonLd(office: Office) {
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

/** Spec §2: the offices as a horizontal row, scrolled 300 px by its buttons. */
export function Offices() {
  return (
    <Section tone="soft" labelledBy="offices-title">
      <NumberedHeading
        id="offices-title"
        title="Our Offices"
        lead="Meet a counsellor in person in Hyderabad, Bangalore or London, or call the office nearest to you."
      />
      <ScrollRow label="offices" snap step={{ px: timing.officeRow.stepPx }}>
        {offices.map((office) => (
          <OfficeCard key={office.city} office={office} />
        ))}
      </ScrollRow>
      {offices.map((office) => (
        <JsonLd key={office.city} data={officeJsonLd(office)} />
      ))}
    </Section>
  );
}
