'use client';

import { useEffect, useState } from 'react';
import type { ArrowUp } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { backToTopPx } from '@/content/timing';
import { smoothUnlessReduced } from '@/components/hooks/usePrefersReducedMotion';
import styles from './BackToTop.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type BackToTopIcons = typeof ArrowUp;

/** Its English name, the default (the same as content/i18n/en.json `shell.backToTop`). */
export const backToTopLabel = 'Back to top';

/** Visible once the page is scrolled beyond the threshold (spec: 300 px). */
export function BackToTop({ threshold = backToTopPx, label = backToTopLabel }: { threshold?: number; label?: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: smoothUnlessReduced() });
    // The button disappears at the top: put focus where the page starts, not on <body>.
    document.getElementById('page-top')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} hidden={!visible} onClick={toTop}>
      <SpriteIcon name="arrow-up" size={22} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
