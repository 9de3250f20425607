import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ProcessTimeline } from '@/components/ui/ProcessTimeline';
import { destinationHeadings } from './destinationNames';
import { destinationText } from '@/lib/destinationText';

/**
 * 05 Tips to Enhance Chances of Admission: starts at 10% visibility, steps every 1.5 s, holds with
 * every step active and restarts 5 s later (spec §4).
 */
export function AdmissionTips({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const words = dictionary(lang).destination;
  return (
    <Section labelledBy="destination-tips">
      <NumberedHeading
        id="destination-tips"
        number="05"
        title={destinationHeadings(destination, lang).tips}
        lead={words.tipsLead}
        align="center"
      />
      <ProcessTimeline
        steps={destination.tips.map((tip) => ({ ...tip, description: destinationText(tip.description, destination.costs.currency) }))}
        label={words.tipsLabel}
        stepMs={timing.timeline.stepMs}
        restartMs={timing.timeline.restartMs}
        threshold={timing.timeline.threshold}
      />
    </Section>
  );
}
