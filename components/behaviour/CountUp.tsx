'use client';

import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { useHydrated } from '@/components/hooks/useHydrated';
import { counter } from '@/content/timing';

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
  durationMs = counter.durationMs,
  threshold = counter.threshold,
  className,
}: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const animate = useHydrated() && !reduced;
  const inView = useInView(ref, { threshold, once: true });
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!animate || !inView) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      setElapsed(Math.min(now - start, durationMs));
      if (now - start < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate, inView, durationMs]);

  // Server HTML, reduced motion and a finished count all show the final value.
  const final = `${formatNumber(value, decimals)}${suffix}`;
  const done = !animate || elapsed >= durationMs;
  const shown = done ? final : `${formatNumber(countAt(value, inView ? elapsed : 0, durationMs), decimals)}${suffix}`;
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
