'use client';

import { useEffect, useRef, useState } from 'react';
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import { useInView } from '@/components/hooks/useInView';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { timing } from '@/content/timing';

// The animation features load in their own chunk, after the page is interactive.
const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/**
 * Scroll-in animation for blocks below the fold. The server HTML is fully visible; only a block
 * that starts out of view is hidden (by script) and then faded in when it arrives. So text is never
 * invisible without JavaScript and the hero is never delayed.
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

  const shown = !armed || inView;
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          ref={ref}
          className={className}
          initial={false}
          animate={shown ? { opacity: 1, y: 0 } : { opacity: 0, y: 32 }}
          transition={shown ? { duration: timing.revealMs / 1000, ease: [0.22, 1, 0.36, 1] } : { duration: 0 }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
