import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { IntakePlannerTool } from '@/components/tools/IntakePlannerTool';

export const metadata: Metadata = pageMetadata({
  title: 'Intake Planner',
  description:
    'A month-by-month plan back from your intake in the USA, UK, Canada, Australia, Europe or New Zealand, with official links, for your calendar.',
  path: '/tools/intake-planner',
});

/** /tools/intake-planner. */
export default function IntakePlannerPage() {
  return (
    <>
      <PageBanner
        title="Intake Planner"
        lead="What to do by when: from the English test to your flight, month by month, with the official page for each step."
        trail={[
          { name: 'Student Tools', path: '/tools' },
          { name: 'Intake planner', path: '/tools/intake-planner' },
        ]}
      />
      <IntakePlannerTool />
      <FreeCounsellingCta
        topic="study-abroad"
        text="Short on time for your intake? A counsellor will go through your plan with you and tell you what can still be done, free of charge."
      />
    </>
  );
}
