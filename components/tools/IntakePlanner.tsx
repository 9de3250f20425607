'use client';

import { useId, useRef, useState } from 'react';
import { Download, Printer } from 'lucide-react';
import type { PlannerDestination, PlannerStep } from '@/content/planner';
import { monthLabel, monthOf, planCalendar, planFileName, planRows, upcomingIntakes, withUrls, type YearMonth } from '@/lib/planner';
import { trackEvent } from '@/lib/analytics';
import { buttonClass } from '@/components/ui/Button';
import { useHydrated } from '@/components/hooks/useHydrated';
import { PlanList } from './PlanList';
import styles from './IntakePlanner.module.css';

const intakeKey = (intake: YearMonth) => `${intake.year}-${intake.month}`;

/**
 * The planner: a destination and one of its coming intakes give the month-by-month plan, which can
 * be saved to a calendar (.ics, made in the browser) or printed. The page lists each destination's
 * next-intake plan for visitors without a script; this island replaces that list.
 */
export function IntakePlanner({
  destinations,
  steps: allSteps,
  builtIn,
  host,
}: {
  destinations: PlannerDestination[];
  steps: PlannerStep[];
  builtIn: YearMonth;
  host: string;
}) {
  const id = useId();
  // The build's month until the browser's own clock can be read: the static page was made on build day.
  const today = useHydrated() ? monthOf(new Date()) : builtIn;
  const [slug, setSlug] = useState(destinations[0]!.slug);
  const [chosen, setChosen] = useState('');
  const used = useRef(false);

  const destination = destinations.find((d) => d.slug === slug) ?? destinations[0]!;
  const intakes = upcomingIntakes(destination.intakes, today);
  const intake = intakes.find((i) => intakeKey(i) === chosen) ?? intakes[0]!;
  const steps = withUrls(allSteps, destination.urls);
  const rows = planRows(steps, intake, today);

  const markUsed = () => {
    if (used.current) return;
    used.current = true;
    trackEvent('Tool used', { tool: 'Intake planner' });
  };

  const download = () => {
    markUsed();
    const ics = planCalendar({ slug: destination.slug, place: destination.name, intake, steps, now: new Date(), host });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = planFileName(destination.slug, intake);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={styles.planner} data-nojs-hide="" data-print-area="">
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`} data-print-hide="">
        <h3 id={`${id}-title`} className={styles.title}>
          Your intake
        </h3>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${id}-destination`} className={styles.label}>
              Destination
            </label>
            <select
              id={`${id}-destination`}
              className={styles.control}
              value={slug}
              onChange={(event) => {
                markUsed();
                setSlug(event.target.value as typeof slug);
                setChosen('');
              }}
            >
              {destinations.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-intake`} className={styles.label}>
              Intake
            </label>
            <select
              id={`${id}-intake`}
              className={styles.control}
              value={intakeKey(intake)}
              onChange={(event) => {
                markUsed();
                setChosen(event.target.value);
              }}
            >
              {intakes.map((i) => (
                <option key={intakeKey(i)} value={intakeKey(i)}>
                  {i.name} ({monthLabel(i)})
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
      <section className={styles.result} aria-labelledby={`${id}-plan`}>
        <h3 id={`${id}-plan`} className={styles.title}>
          Your plan for {intake.name} {intake.year} in {destination.name}
        </h3>
        <div className={styles.actions} data-print-hide="">
          <button type="button" className={buttonClass('primary', 'md')} onClick={download}>
            <Download aria-hidden="true" size={18} />
            Add to calendar (.ics)
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            onClick={() => {
              markUsed();
              window.print();
            }}
          >
            <Printer aria-hidden="true" size={18} />
            Print plan
          </button>
        </div>
        <PlanList rows={rows} />
      </section>
    </div>
  );
}
