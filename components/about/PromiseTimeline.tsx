import { promiseSteps } from '@/content/process';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ProcessTimeline } from '@/components/ui/ProcessTimeline';
import en from '@/content/i18n/en.json';

/**
 * 03 Our Promise: steps every 1.5 s while at least half in view, stops at the last step and pauses
 * whenever it leaves view (spec §4). It runs once, for under 5 s, so it needs no pause button.
 */
export function PromiseTimeline() {
  return (
    <Section labelledBy="about-promise">
      <NumberedHeading
        id="about-promise"
        number="03"
        title={en.about.promise.title}
        lead={en.about.promise.lead}
        align="center"
      />
      <ProcessTimeline
        steps={promiseSteps}
        label="Our promise"
        stepMs={timing.aboutPromiseTimeline.stepMs}
        restartMs={null}
        threshold={timing.aboutPromiseTimeline.threshold}
        runOnlyInView
      />
    </Section>
  );
}
