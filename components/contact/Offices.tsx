import { offices } from '@/content/offices';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ScrollRow } from '@/components/behaviour/ScrollRow';
import { JsonLd } from '@/components/seo/JsonLd';
import { officeJsonLd } from '@/lib/seo';
import { OfficeCard } from './OfficeCard';


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
