import type { Metadata } from 'next';
import { destinations } from '@/content/destinations';
import { compareColumnName, compareRows } from '@/lib/compare';
import { destinationPath } from '@/content/paths';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { CompareTable } from '@/components/destinations/CompareTable';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { rupeeRates } from '@/content/rates';
import { formatDate } from '@/lib/format';

export const metadata: Metadata = pageMetadata({
  title: 'Compare Study Destinations',
  description:
    'The USA, UK, Canada, Australia, Germany and New Zealand side by side: a year’s cost in rupees, intakes, English scores, visas and post-study work.',
  path: '/study-abroad/compare',
});

/** /study-abroad/compare: every destination's key figures side by side, from the destination records. */
export default function CompareRoute() {
  const rows = compareRows();
  return (
    <>
      <PageBanner
        title="Compare Study Destinations"
        lead="A year’s typical cost in rupees, intakes, English scores, tuition, visa fees and work after graduating for all six destinations, each figure with its official source and whether we confirmed it there. English scores sit only beside scores of the same kind: what universities typically ask, a student visa’s minimum, or one named university’s requirement."
        trail={[
          { name: 'Study Abroad', path: '/study-abroad' },
          { name: 'Compare destinations', path: '/study-abroad/compare' },
        ]}
      />
      <Section>
        <CompareTable
          columns={destinations.map((d) => ({ slug: d.slug, name: compareColumnName(d), flag: d.flag, href: destinationPath(d.slug) }))}
          rows={rows}
          legend={
            <StatusLegend
              statuses={rows.flatMap((r) => Object.values(r.cells).flatMap((c) => c?.statuses ?? []))}
              where={`Under each figure is the official site it comes from. A year’s cost in rupees adds the typical tuition for the level to living costs (the amount each student visa asks you to show), at our planning rates set on ${formatDate(rupeeRates.setOn)}, not live exchange rates; visa fees, health cover and travel come on top.`}
            />
          }
        />
      </Section>
      <FreeCounsellingCta
        topic="study-abroad"
        text="Two countries still look right? Tell us your course, budget and scores. A counsellor will compare them for your profile, free of charge."
      />
    </>
  );
}
