import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { ToolList } from '@/components/tools/ToolList';

export const metadata: Metadata = pageMetadata({
  title: 'Student Tools',
  description:
    'Free tools for studying abroad: an education-loan EMI calculator, an intake planner for your calendar, the destinations compared and an IELTS band calculator.',
  path: '/tools',
});

/** /tools: every student tool, wherever it lives. */
export default function ToolsPage() {
  return (
    <>
      <PageBanner
        title="Student Tools"
        lead="Free calculators and planners built on the figures and official sources behind our destination pages."
        trail={[{ name: 'Student Tools', path: '/tools' }]}
      />
      <Section labelledBy="tools-heading">
        <NumberedHeading id="tools-heading" title="Plan your study abroad" lead="Each tool works on your phone, and shows its sources." />
        <ToolList />
      </Section>
      <FreeCounsellingCta topic="study-abroad" />
    </>
  );
}
