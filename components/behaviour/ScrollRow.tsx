'use client';

import { Children, useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useInterval } from '@/components/hooks/useInterval';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { nextAutoPosition, stepDistance, type ScrollStep } from './scrollStep';
import { RowControls } from './Controls';
import styles from './ScrollRow.module.css';

interface ScrollRowProps {
  /** Names the list and the controls: "universities" → "Previous universities". */
  label: string;
  step: ScrollStep;
  /** Auto-advance every intervalMs (jumping back to the start at the end); omitted = arrows only. */
  autoplay?: { intervalMs: number };
  /** Each child becomes one <li>. */
  children: React.ReactNode;
  /** Layout hooks for a page that arranges the row's parts itself (the FAQ page's side list). */
  className?: string;
  controlsClassName?: string;
  listClassName?: string;
  itemClassName?: string;
}

/**
 * A horizontally scrolling list with Previous/Next buttons, and optionally auto-scrolling. Auto
 * movement has a visible pause button, stops on hover and focus, and never starts under reduced
 * motion (WCAG 2.2.2).
 */
export function ScrollRow({
  label,
  step,
  autoplay,
  children,
  className,
  controlsClassName,
  listClassName,
  itemClassName,
}: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false });

  const behavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

  const updateEdges = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges]);

  const scrollByStep = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollBy({ left: direction * stepDistance(step, el.clientWidth), behavior: behavior() });
  };

  const autoplaying = Boolean(autoplay) && !reduced && !userPaused;
  useInterval(
    () => {
      const el = listRef.current;
      if (!el) return;
      const left = nextAutoPosition(el.scrollLeft, el.clientWidth, el.scrollWidth, stepDistance(step, el.clientWidth));
      el.scrollTo({ left, behavior: left === 0 ? 'auto' : behavior() });
    },
    autoplaying && !hovered && !focused ? (autoplay?.intervalMs ?? null) : null,
  );

  return (
    <div
      className={clsx(styles.root, className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <RowControls
        name={label}
        onPrevious={() => scrollByStep(-1)}
        onNext={() => scrollByStep(1)}
        atStart={edges.start}
        atEnd={edges.end}
        play={
          autoplay && {
            playing: autoplaying,
            onToggle: () => setUserPaused((paused) => !paused),
            hidden: reduced,
          }
        }
        className={controlsClassName}
      />
      {/* Focusable so keyboard users can scroll it with the arrow keys (and focus pauses autoplay). */}
      <ul ref={listRef} className={clsx(styles.list, listClassName)} aria-label={label} onScroll={updateEdges} tabIndex={0}>
        {Children.map(children, (child) => (
          <li className={clsx(styles.item, itemClassName)}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
