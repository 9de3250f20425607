'use client';

import { Children, useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useInterval } from '@/components/hooks/useInterval';
import { smoothUnlessReduced, usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { usePauseWhileHeld } from '@/components/hooks/usePauseWhileHeld';
import { endSpace, nextAutoPosition, snapToItem, stepDistance, type ScrollStep } from './scrollStep';
import { RowControls } from './Controls';
import styles from './ScrollRow.module.css';

interface ScrollRowProps {
  /** Names the list and the controls: "universities" → "Previous universities". */
  label: string;
  step: ScrollStep;
  /** Auto-advance every intervalMs (jumping back to the start at the end); omitted = arrows only. */
  autoplay?: { intervalMs: number };
  /**
   * Cards whose pitch (width + gap) is the pixel step, and every stop at a card start: a step never
   * leaves a card cut through its text. Where a card that wide does not fit (a phone), the card
   * takes the row's width and steps snap to the nearest card start.
   */
  snap?: boolean;
  /** Keep this item scrolled into view within the row (on load and whenever it changes). */
  revealIndex?: number;
  /** Each child becomes one <li>. */
  children: React.ReactNode;
  /** Layout hooks for a page that arranges the row's parts itself (the FAQ page's side list). */
  className?: string;
  controlsClassName?: string;
  listClassName?: string;
  itemClassName?: string;
}

/** Where each item starts, in the list's scroll coordinates (0 = the first item at the row's edge). */
function itemStarts(list: HTMLElement): number[] {
  const items = [...list.children] as HTMLElement[];
  const first = items[0];
  if (!first) return [];
  const origin = first.getBoundingClientRect().left + list.scrollLeft;
  return items.map((item) => Math.round(item.getBoundingClientRect().left + list.scrollLeft - origin));
}

/**
 * A horizontally scrolling list with Previous/Next buttons, and optionally auto-scrolling. Auto
 * movement has a visible pause button, stops on hover, focus and while a finger is on the row, and
 * never starts under reduced motion (WCAG 2.2.2). With nothing to scroll, it shows no buttons.
 */
export function ScrollRow({
  label,
  step,
  autoplay,
  snap = false,
  revealIndex,
  children,
  className,
  controlsClassName,
  listClassName,
  itemClassName,
}: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const { held, handlers } = usePauseWhileHeld();
  const [touched, setTouched] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false, overflows: true });
  const [trailing, setTrailing] = useState(0);
  const trailingRef = useRef(0);


  const updateEdges = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1, overflows: max > 1 });
  }, []);

  // Measure again whenever the row's size changes (fonts arriving, rotating a phone).
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      if (snap) {
        // The natural end is where the row would stop without the extra space already added.
        const naturalMax = el.scrollWidth - el.clientWidth - trailingRef.current;
        trailingRef.current = endSpace(naturalMax, itemStarts(el));
        setTrailing(trailingRef.current);
      }
      updateEdges();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [snap, updateEdges]);

  useEffect(updateEdges, [trailing, updateEdges]);

  /** Scroll to `target`, or to the card start nearest it when the row snaps. */
  const scrollToward = useCallback(
    (el: HTMLElement, target: number, scrollBehavior: ScrollBehavior) => {
      const max = el.scrollWidth - el.clientWidth;
      const left = snap && target !== 0 ? snapToItem(target, el.scrollLeft, itemStarts(el), max) : target;
      el.scrollTo({ left, behavior: scrollBehavior });
    },
    [snap],
  );

  const scrollByStep = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    scrollToward(el, el.scrollLeft + direction * stepDistance(step, el.clientWidth), smoothUnlessReduced());
  };

  // The chosen item (the FAQ page's selected country) comes into view inside the row only; the
  // page itself does not move, so this is not scrollIntoView.
  const revealed = useRef(false);
  useEffect(() => {
    const el = listRef.current;
    if (!el || revealIndex === undefined) return;
    const item = el.children[revealIndex] as HTMLElement | undefined;
    if (!item) return;
    const row = el.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(el).paddingLeft) || 0;
    if (box.left >= row.left + padding - 1 && box.right <= row.right - padding + 1) return;
    const left = Math.min(el.scrollLeft + box.left - row.left - padding, el.scrollWidth - el.clientWidth);
    // On load it is simply there; after a choice it glides like any other step.
    el.scrollTo({ left, behavior: revealed.current ? smoothUnlessReduced() : 'auto' });
    revealed.current = true;
  }, [revealIndex]);

  const autoplaying = Boolean(autoplay) && !reduced && !userPaused;
  useInterval(
    () => {
      const el = listRef.current;
      if (!el) return;
      const left = nextAutoPosition(el.scrollLeft, el.clientWidth, el.scrollWidth, stepDistance(step, el.clientWidth));
      scrollToward(el, left, left === 0 ? 'auto' : smoothUnlessReduced());
    },
    autoplaying && !held && !touched ? (autoplay?.intervalMs ?? null) : null,
  );

  return (
    <div
      className={clsx(styles.root, className)}
      {...handlers}
      // A finger on the row holds it still: pointer events end as soon as the browser takes over a
      // swipe, touch events last until the finger lifts.
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
    >
      <RowControls
        name={label}
        onPrevious={() => scrollByStep(-1)}
        onNext={() => scrollByStep(1)}
        atStart={edges.start}
        atEnd={edges.end}
        hidden={!edges.overflows}
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
      <ul
        ref={listRef}
        className={clsx(styles.list, snap && styles.snap, listClassName)}
        style={
          snap
            ? ({ '--row-step': `${'px' in step ? step.px : 0}px`, '--row-end-space': `${trailing}px` } as React.CSSProperties)
            : undefined
        }
        aria-label={label}
        onScroll={updateEdges}
        tabIndex={0}
      >
        {Children.map(children, (child) => (
          <li className={clsx(styles.item, itemClassName)}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
