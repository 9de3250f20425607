import { offices } from '@/content/offices';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { JsonLd } from '@/components/seo/JsonLd';
import { officeJsonLd } from '@/lib/seo';
import { OfficeCard } from './OfficeCard';

/** The cities as the office cards name them ("Hyderabad, Bangalore or London"), so the two never disagree. */
const cities = offices.map((o) => o.city);
const cityList = cities.length > 1 ? `${cities.slice(0, -1).join(', ')} or ${cities.at(-1)}` : cities.join('');

/** Spec §2: the offices as a horizontal row, scrolled 300 px by its buttons. */
export function Offices() {
  return (
    <Section tone="soft" labelledBy="offices-title">
      <NumberedHeading
        id="offices-title"
        title="Our Offices"
        lead={`Meet a counsellor in person in ${cityList}, or call the office nearest to you.`}
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
