import type { Destination } from '@/content/types';
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
export function AdmissionTips({ destination }: { destination: Destination }) {
  return (
    <Section labelledBy="destination-tips">
      <NumberedHeading
        id="destination-tips"
        number="05"
        title={destinationHeadings(destination).tips}
        lead="Four habits that make the difference between a good application and a successful one."
        align="center"
      />
      <ProcessTimeline
        steps={destination.tips.map((tip) => ({ ...tip, description: destinationText(tip.description, destination.costs.currency) }))}
        label="Admission tips"
        stepMs={timing.timeline.stepMs}
        restartMs={timing.timeline.restartMs}
        threshold={timing.timeline.threshold}
      />
    </Section>
  );
}
