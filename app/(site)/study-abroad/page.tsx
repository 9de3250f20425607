import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { DestinationList } from '@/components/destinations/DestinationList';

export const metadata: Metadata = pageMetadata({
  title: 'Study Abroad Destinations',
  description:
    'Compare six study-abroad destinations: the USA, UK, Canada, Australia, Europe and New Zealand, with intakes, English scores and universities.',
  path: '/study-abroad',
});

/** /study-abroad: the six destinations, each with a short summary and a link to its page. */
export default function StudyAbroadPage() {
  return (
    <>
      <PageBanner
        title="Study Abroad"
        lead="Six destinations, each with its own strengths, intakes and visa rules. Start with the country, and we will help you find the course."
        trail={[{ name: 'Study Abroad', path: '/study-abroad' }]}
      />
      <Section labelledBy="destinations-heading">
        <NumberedHeading
          id="destinations-heading"
          title="Choose your destination"
          lead="Typical English scores, top universities, intakes and admission tips for each country."
        />
        <DestinationList />
      </Section>
      <FreeCounsellingCta
        topic="study-abroad"
        text="Not sure where to go? Tell us your course, budget and goals. A counsellor will compare countries with you and suggest where your profile fits best."
      />
    </>
  );
}
