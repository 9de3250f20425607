'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Download, Link2, Printer } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import type { PlannerDestination, PlannerStep } from '@/content/planner';
import {
  addMonths,
  canStillMake,
  compareMonths,
  monthLabel,
  monthNames,
  monthOf,
  planCalendar,
  planFileName,
  planFromSearch,
  planRows,
  planSearch,
  realisticIntake,
  upcomingIntakes,
  withUrls,
  type UpcomingIntake,
  type YearMonth,
} from '@/lib/planner';
import { trackEvent } from '@/lib/analytics';
import { buttonClass } from '@/components/ui/Button';
import { useHydrated } from '@/components/hooks/useHydrated';
import { PlanList } from './PlanList';
import styles from './IntakePlanner.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type IntakePlannerIcons = typeof Download | typeof Link2 | typeof Printer;

const intakeKey = (intake: YearMonth) => `${intake.year}-${intake.month}`;
const same = (a: YearMonth, b: YearMonth) => compareMonths(a, b) === 0;
/** "Fall 2027 (September)". */
const intakeText = (i: UpcomingIntake) => `${i.name} ${i.year} (${monthNames[i.month - 1]})`;

/**
 * The planner: a destination and one of its coming intakes give the month-by-month plan, which can
 * be saved to a calendar (.ics, made in the browser), printed, or sent as a link (the address keeps the
 * choice). It starts at the next intake that can still be met and says plainly when a chosen one is
 * too late. The page lists each destination's next-intake plan for visitors without a script; this
 * island replaces that list.
 */
export function IntakePlanner({
  destinations,
  steps: allSteps,
  decidingMonthsBefore,
  builtIn,
  host,
}: {
  destinations: PlannerDestination[];
  steps: PlannerStep[];
  /** Months before the intake of the step that decides whether it can still be met (content/planner.ts). */
  decidingMonthsBefore: number;
  builtIn: YearMonth;
  host: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  // The build's month until the browser's own clock can be read: the static page was made on build day.
  const today = hydrated ? monthOf(new Date()) : builtIn;
  // What the address asked for on arrival (a shared link), used once hydrated; the visitor's own choices
  // (state) replace it. Read once: the address is rewritten below to follow the plan on screen.
  const [arrivedWith] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const linked = hydrated ? planFromSearch(arrivedWith) : {};
  const [slug, setSlug] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const used = useRef(false);
  const intakeField = useRef<HTMLSelectElement>(null);

  const fromLink = slug === null;
  const destination = destinations.find((d) => d.slug === (slug ?? linked.destination)) ?? destinations[0]!;
  const intakes = upcomingIntakes(destination.intakes, today);
  const realistic = realisticIntake(intakes, decidingMonthsBefore, today) ?? intakes[0]!;
  const linkedIntake = fromLink && chosen === null && linked.intake ? intakes.find((i) => same(i, linked.intake!)) : undefined;
  const intake = intakes.find((i) => intakeKey(i) === chosen) ?? linkedIntake ?? realistic;
  // A link to an intake that has begun (or is not one of this destination's): the plan moves on, and says so.
  const stale = fromLink && chosen === null && linked.intake && !linkedIntake ? linked.intake : null;
  const tooLate = !canStillMake(intake, decidingMonthsBefore, today);
  const steps = withUrls(allSteps, destination.urls);
  const rows = planRows(steps, intake, today);
  const applyBy = monthLabel(addMonths(intake, -decidingMonthsBefore));

  // The address always describes the plan on screen, so it can be sent as it is (no new history entry).
  const search = planSearch(destination.slug, intake);
  useEffect(() => {
    if (!hydrated || window.location.search === search) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [hydrated, search]);

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

  const copyLink = async () => {
    markUsed();
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('Link copied: send it to a parent and they see this plan.');
    } catch {
      setCopied('Could not copy: share the address from your browser’s address bar, which opens this plan.');
    }
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
              value={destination.slug}
              onChange={(event) => {
                markUsed();
                setSlug(event.target.value);
                setChosen(null);
                setCopied('');
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
              ref={intakeField}
              className={styles.control}
              value={intakeKey(intake)}
              onChange={(event) => {
                markUsed();
                setSlug(destination.slug);
                setChosen(event.target.value);
                setCopied('');
              }}
            >
              {intakes.map((i) => (
                <option key={intakeKey(i)} value={intakeKey(i)}>
                  {i.name} ({monthLabel(i)}){canStillMake(i, decidingMonthsBefore, today) ? '' : ': too late'}
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
        {/* Announced as it changes: whether this intake can still be met, and if not, which can. */}
        <div aria-live="polite" className={styles.notices}>
          {stale && (
            <p className={styles.notice}>
              The intake in this link, {monthLabel(stale)}, has begun or is not one of {destination.name}’s: here is the next one you can still
              make.
            </p>
          )}
          {tooLate ? (
            <div className={styles.notice}>
              <p>
                <strong>Too late to apply for {intakeText(intake)}.</strong> Applications for it were due by {applyBy}, {decidingMonthsBefore} months
                before it starts. The next intake you can still make is {intakeText(realistic)}.
              </p>
              <p>
                If you already hold an offer for {intake.name} {intake.year}, do the steps marked “Month passed” now.
              </p>
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                data-print-hide=""
                onClick={() => {
                  setSlug(destination.slug);
                  setChosen(intakeKey(realistic));
                  setCopied('');
                  // The button goes with the notice: focus moves to the choice it made.
                  intakeField.current?.focus();
                }}
              >
                Plan for {realistic.name} {realistic.year} instead
              </button>
            </div>
          ) : (
            <p className={styles.fits}>
              You can still make this intake: send your applications by {applyBy}.
            </p>
          )}
        </div>
        <div className={styles.actions} data-print-hide="">
          <button type="button" className={buttonClass('primary', 'md')} onClick={download}>
            <SpriteIcon name="download" size={18} />
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
            <SpriteIcon name="printer" size={18} />
            Print plan
          </button>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={copyLink}>
            <SpriteIcon name="link-2" size={18} />
            Copy link to this plan
          </button>
          <p role="status" className={styles.copied}>
            {copied}
          </p>
        </div>
        {/* On paper, where the plan is online: the address opens this same plan. */}
        {hydrated && (
          <p className={styles.printOnly}>
            This plan online: {host}
            {window.location.pathname}
            {search}
          </p>
        )}
        <PlanList rows={rows} destination={destination.slug} />
      </section>
    </div>
  );
}
