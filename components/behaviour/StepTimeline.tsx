'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import { Check, Pause, Play } from 'lucide-react';
import clsx from 'clsx';
import type { ProcessStep } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import { LinkButton } from '@/components/ui/Button';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { finalTimeline, idleTimeline, nextDelay, timelineReducer, type TimelineEvent, type TimelineState } from './timelineState';
import styles from './StepTimeline.module.css';

interface StepTimelineProps {
  steps: ProcessStep[];
  /** What the timeline is, for the pause button's name: "How we work". */
  label: string;
  stepMs: number;
  /** Restart from the first step this long after the last; null = stop at the end. */
  restartMs: number | null;
  /** Visibility needed to start (and, with runOnlyInView, to keep running). */
  threshold: number;
  /** Advance only while in view (about page); otherwise run on once started. */
  runOnlyInView?: boolean;
}

/**
 * An ordered list of steps whose active step advances on a timer. The server HTML (and reduced
 * motion) shows the final state: every step highlighted.
 */
export function StepTimeline({ steps, label, stepMs, restartMs, threshold, runOnlyInView = false }: StepTimelineProps) {
  const ref = useRef<HTMLOListElement>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref, { threshold, once: !runOnlyInView });
  const [paused, setPaused] = useState(false);
  const config = { steps: steps.length, restartMs };
  const [state, dispatch] = useReducer(
    (s: TimelineState, e: TimelineEvent | 'reset') => (e === 'reset' ? idleTimeline : timelineReducer(s, e, config)),
    finalTimeline(steps.length),
  );
  const [armed, setArmed] = useState(false);

  // Once scripts run (and motion is welcome), wait at step 1 for the first sight.
  useEffect(() => {
    if (reduced) return;
    dispatch('reset');
    setArmed(true);
  }, [reduced]);

  useEffect(() => {
    if (armed && inView) dispatch('start');
  }, [armed, inView]);

  const delay = nextDelay(state, stepMs, restartMs);
  const running = armed && !reduced && !paused && delay !== null && (!runOnlyInView || inView);
  useEffect(() => {
    if (!running || delay === null) return;
    const id = setTimeout(() => dispatch(state.phase === 'holding' ? 'restart' : 'tick'), delay);
    return () => clearTimeout(id);
  }, [running, delay, state]);

  const showFinal = !armed || reduced;
  const active = showFinal ? steps.length - 1 : state.active;
  const loops = restartMs !== null;

  return (
    <div className={styles.wrap}>
      {loops && armed && !reduced && (
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> {label} animation</span>
        </button>
      )}
      <ol ref={ref} className={styles.list}>
        {steps.map((step, i) => {
          const completed = i <= active;
          return (
            <li
              key={step.title}
              className={clsx(styles.step, completed && styles.completed, i === active && styles.active)}
              aria-current={i === active ? 'step' : undefined}
            >
              <div className={styles.marker} aria-hidden="true">
                {completed ? <Check size={20} strokeWidth={3} /> : <span>{i + 1}</span>}
              </div>
              <div className={styles.body}>
                <p className={styles.label}>
                  {step.step}
                  {completed && <span className="visually-hidden"> (completed)</span>}
                </p>
                <h3 className={styles.title}>
                  <Icon name={step.vectorIcon} size={22} className={styles.icon} />
                  {step.title}
                </h3>
                <p className={styles.text}>{step.description}</p>
                {step.actionButton && (
                  <LinkButton href={step.actionButton.href} variant={i === active ? 'primary' : 'secondary'} size="sm">
                    {step.actionButton.label}
                  </LinkButton>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
