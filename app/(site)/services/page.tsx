import type { Metadata } from 'next';
import { freeTrainings, services } from '@/content/services';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { ServiceList } from '@/components/services/ServiceList';

export const metadata: Metadata = pageMetadata({
  title: 'Our Services for Students',
  description:
    'Every service in one place: career counselling, applications, loans, mock interviews, visa guidance, pre-departure help and free IELTS, PTE and TOEFL training.',
  path: '/services',
});

/**
 * /services: the Our Services menu as a page, so every service is one link away even where the
 * header's dropdown cannot open (no JavaScript).
 */
export default function ServicesPage() {
  return (
    <>
      <PageBanner
        title="Our Services"
        lead="From the first counselling session to the day you fly: choose the help you need, or let us guide you through all of it."
        trail={[{ name: 'Our Services', path: '/services' }]}
      />
      <Section labelledBy="services-heading">
        <NumberedHeading
          id="services-heading"
          title="Services for students"
          lead="Each service is free to start with a counselling session at one of our branches or online."
        />
        <ServiceList items={services} kind="service" />
      </Section>
      <Section tone="soft" labelledBy="trainings-heading">
        <NumberedHeading
          id="trainings-heading"
          title="Free trainings"
          lead="Trainer-led coaching for the English tests universities and visa offices ask for."
        />
        <ServiceList items={freeTrainings} kind="training" />
      </Section>
      <FreeCounsellingCta topic="services" />
    </>
  );
}
