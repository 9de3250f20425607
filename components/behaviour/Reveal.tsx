'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { revealMs } from '@/content/timing';
import styles from './Reveal.module.css';

/**
 * Scroll-in animation for blocks below the fold. The server HTML is fully visible; only a block
 * that starts out of view is hidden (by script) and then faded in when it arrives. So text is never
 * invisible without JavaScript and the hero is never delayed. A CSS transition rather than a motion
 * library: one fade and rise does not justify a library's script on the home page.
 */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { threshold: 0.15, once: true });

  useEffect(() => {
    const el = ref.current;
    if (reduced || !el) return;
    if (el.getBoundingClientRect().top > window.innerHeight) setArmed(true);
  }, [reduced]);

  const hidden = armed && !inView;
  const revealing = armed && inView;
  return (
    <div
      ref={ref}
      className={clsx(className, hidden && styles.hidden, revealing && styles.shown)}
      style={revealing ? { transitionDuration: `${revealMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
