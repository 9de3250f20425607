import { howWeWorkSteps } from '@/content/process';
import { timing } from '@/content/timing';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ProcessTimeline } from '@/components/ui/ProcessTimeline';

export function HowWeWork() {
  return (
    <Section labelledBy="home-how" id="how-we-work">
      <NumberedHeading
        id="home-how"
        number="03"
        title="How We Work"
        lead="Four clear steps, each with a counsellor beside you."
        align="center"
      />
      <ProcessTimeline
        steps={howWeWorkSteps}
        label="How we work"
        stepMs={timing.timeline.stepMs}
        restartMs={timing.timeline.restartMs}
        threshold={timing.timeline.threshold}
      />
    </Section>
  );
}
