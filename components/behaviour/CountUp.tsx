'use client';

import { useEffect, useRef, useState } from 'react';
import { formatNumber } from './format';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { timing } from '@/content/timing';

interface CountUpProps {
  value: number;
  decimals?: number;
  suffix?: string;
  durationMs?: number;
  threshold?: number;
  className?: string;
}

/** Ease-out so the count settles gently on its final value. */
export function countAt(value: number, elapsedMs: number, durationMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return value * (1 - (1 - t) ** 3);
}

/**
 * A number that counts up from 0 once it is `threshold` visible. The final value is what the HTML
 * carries and what assistive technology reads; the moving digits are hidden from it.
 */
export function CountUp({
  value,
  decimals = 0,
  suffix = '',
  durationMs = timing.counter.durationMs,
  threshold = timing.counter.threshold,
  className,
}: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref, { threshold, once: true });
  // null = show the final value (server HTML, reduced motion, finished).
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    if (reduced) return;
    if (!inView) {
      setCurrent(0);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      if (elapsed >= durationMs) {
        setCurrent(null);
        return;
      }
      setCurrent(countAt(value, elapsed, durationMs));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [reduced, inView, value, durationMs]);

  const final = `${formatNumber(value, decimals)}${suffix}`;
  const shown = current === null ? final : `${formatNumber(current, decimals)}${suffix}`;
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
