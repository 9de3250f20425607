import { destinations } from '@/content/destinations';
import { calendarHost, decidingStep, plannerDestination, plannerSteps } from '@/content/planner';
import { monthLabel, monthOf, planRows, realisticIntake, upcomingIntakes, withUrls } from '@/lib/planner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { IntakePlanner } from './IntakePlanner';
import { PlanList } from './PlanList';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './IntakePlanner.module.css';

/**
 * The intake planner with the plans it makes written out: each destination's next intake that can
 * still be met (as of the build) planned month by month, for visitors without a script (hidden once the
 * island runs, which plans from the visitor's own today and any intake).
 */
export function IntakePlannerTool() {
  const builtIn = monthOf(new Date());
  const places = destinations.map(plannerDestination);
  return (
    <Section labelledBy="intake-planner">
      <NumberedHeading
        id="intake-planner"
        title="Plan back from your intake"
        lead="Choose where and when you want to start. The plan counts back from the intake, month by month: your English test, a shortlist, applications, funds, the visa, accommodation and travel. It starts at the next intake you can still make, with your applications still ahead."
      />
      <IntakePlanner destinations={places} steps={plannerSteps} decidingMonthsBefore={decidingStep.monthsBefore} builtIn={builtIn} host={calendarHost} />
      {/* Printed alone, like the island, when there is no script to draw the island. */}
      <div className={styles.static} hidden data-nojs-show="" data-print-area="">
        <section aria-labelledby="plan-steps" className={styles.result}>
          <h3 id="plan-steps" className={styles.title}>
            The steps
          </h3>
          <dl className={styles.plan}>
            {plannerSteps.map((step) => (
              <div key={step.key} className={styles.step}>
                <dt className={styles.stepTitle}>
                  {step.title} ({step.monthsBefore} {step.monthsBefore === 1 ? 'month' : 'months'} before)
                </dt>
                <dd>{keepHyphens(step.text)}</dd>
              </div>
            ))}
          </dl>
        </section>
        {places.map((place) => {
          const next = realisticIntake(upcomingIntakes(place.intakes, builtIn), decidingStep.monthsBefore, builtIn)!;
          return (
            <section key={place.slug} aria-labelledby={`plan-${place.slug}`} className={styles.result}>
              <h3 id={`plan-${place.slug}`} className={styles.title}>
                {place.name}: {next.name} intake, {monthLabel(next)}
              </h3>
              <PlanList rows={planRows(withUrls(plannerSteps, place.urls), next, builtIn)} destination={place.slug} brief />
            </section>
          );
        })}
      </div>
    </Section>
  );
}
