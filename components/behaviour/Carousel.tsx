'use client';

import { Children, Suspense, lazy, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import clsx from 'clsx';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { RowControls } from './Controls';
import styles from './Carousel.module.css';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

// embla-carousel-react and autoplay, fetched in one chunk when first wanted.
const EmblaEngine = lazy(() => import('./EmblaEngine'));

interface CarouselProps {
  /** Names the region, the list and the controls: "value-added services" → "Next value-added services". */
  label: string;
  /** Autoplay delay; omitted = no autoplay. */
  autoplayMs?: number;
  /** Each child becomes one slide (<li>). */
  children: React.ReactNode;
  className?: string;
  itemClassName?: string;
}

/**
 * Whether the carousel library is wanted yet: once the row is about a screen away from the viewport,
 * or the visitor reaches for it first (pointer, touch or keyboard focus), so a page whose visitor
 * never comes near it never loads it.
 */
function useWanted(root: HTMLElement | null): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!root || wanted) return;
    const triggers = ['pointerenter', 'touchstart', 'focusin'] as const;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    }, { rootMargin: '100% 0px' });
    observer.observe(root);
    for (const type of triggers) root.addEventListener(type, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of triggers) root.removeEventListener(type, want);
    };
  }, [root, wanted]);
  return wanted;
}

/**
 * A looping embla carousel whose slides per view are set in CSS (1, 2 from 768 px, 3 from 1024 px).
 * Autoplay stops while the pointer is over it or focus is in a slide, stops for good with the
 * Pause button, and never starts under reduced motion. Embla loops by moving the real slides, so
 * there are no clones to hide.
 */
export function Carousel({ label, autoplayMs, children, className, itemClassName }: CarouselProps) {
  const reduced = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const wanted = useWanted(root);

  const autoplaying = autoplayMs !== undefined && !reduced && !userPaused;
  const autoplay = useMemo(() => (autoplaying && root ? { delayMs: autoplayMs, root } : null), [autoplaying, autoplayMs, root]);

  // Until embla runs (before hydration, and until the row nears the viewport) the viewport is a native
  // scroll-snap row, so a swipe works; embla then starts on the slide the visitor scrolled to (before
  // the next paint), and the buttons show.
  const live = api !== undefined;
  useLayoutEffect(() => {
    if (!api) return;
    const [first, second] = api.slideNodes();
    const scroller = api.rootNode();
    if (scroller.scrollLeft > 0 && first && second) {
      const index = Math.round(scroller.scrollLeft / (second.offsetLeft - first.offsetLeft));
      scroller.scrollLeft = 0;
      api.scrollTo(index, true);
    }
  }, [api]);

  // Under reduced motion the buttons jump instead of gliding.
  const scrollPrev = useCallback(() => api?.scrollPrev(reduced), [api, reduced]);
  const scrollNext = useCallback(() => api?.scrollNext(reduced), [api, reduced]);

  return (
    <div
      ref={setRoot}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.root, className)}
    >
      <RowControls
        name={label}
        onPrevious={scrollPrev}
        onNext={scrollNext}
        ready={live}
        play={
          autoplayMs !== undefined
            ? { playing: autoplaying, onToggle: () => setUserPaused((paused) => !paused), hidden: reduced }
            : undefined
        }
      />
      {/* Until embla runs the viewport scrolls natively, so the keyboard must be able to reach it
          (its slides hold nothing focusable); embla's own buttons take over once it runs. */}
      <div
        ref={setViewport}
        className={styles.viewport}
        data-live={live ? '' : undefined}
        tabIndex={live ? undefined : 0}
      >
        <ul className={styles.list} aria-label={label}>
          {Children.map(children, (child) => (
            <li className={clsx(styles.slide, itemClassName)}>{child}</li>
          ))}
        </ul>
      </div>
      {wanted && viewport && (
        <Suspense fallback={null}>
          <EmblaEngine viewport={viewport} autoplay={autoplay} onApi={setApi} />
        </Suspense>
      )}
    </div>
  );
}
