'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { Check } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import clsx from 'clsx';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { useHydrated } from '@/components/hooks/useHydrated';
import { idleTimeline, nextDelay, timelineReducer, type TimelineEvent, type TimelineState } from './timelineState';
import { PlayPauseButton } from './Controls';
import styles from './StepTimeline.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type StepTimelineIcons = typeof Check;

export interface TimelineItem {
  key: string;
  /** "Step 01": read before the completed flag. */
  label: string;
  /** The step's title, text and action, rendered on the server. */
  content: React.ReactNode;
}

interface StepTimelineProps {
  steps: TimelineItem[];
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
  const [state, dispatch] = useReducer((s: TimelineState, e: TimelineEvent) => timelineReducer(s, e, config), idleTimeline);
  // Once scripts run (and motion is welcome) it waits at step 1 for the first sight; until then,
  // and under reduced motion, the final state shows.
  const armed = useHydrated() && !reduced;

  useEffect(() => {
    if (armed && inView) dispatch('start');
  }, [armed, inView]);

  const delay = nextDelay(state, stepMs, restartMs);
  const running = armed && !paused && delay !== null && (!runOnlyInView || inView);
  useEffect(() => {
    if (!running || delay === null) return;
    const id = setTimeout(() => dispatch(state.phase === 'holding' ? 'restart' : 'tick'), delay);
    return () => clearTimeout(id);
  }, [running, delay, state]);

  const active = armed ? state.active : steps.length - 1;
  const loops = restartMs !== null;

  return (
    <div className={styles.wrap}>
      {loops && armed && (
        <PlayPauseButton
          playing={!paused}
          onToggle={() => setPaused((p) => !p)}
          name={`${label} animation`}
          className={styles.pause}
        />
      )}
      <ol ref={ref} className={styles.list}>
        {steps.map((step, i) => {
          const completed = i <= active;
          return (
            <li
              key={step.key}
              className={clsx(styles.step, completed && styles.completed, i === active && styles.active)}
              aria-current={i === active ? 'step' : undefined}
            >
              <div className={styles.marker} aria-hidden="true">
                {completed ? <SpriteIcon name="check" size={20} strokeWidth={3} /> : <span>{i + 1}</span>}
              </div>
              <div className={styles.body}>
                <p className={styles.label}>
                  {step.label}
                  {completed && <span className="visually-hidden"> (completed)</span>}
                </p>
                {step.content}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
