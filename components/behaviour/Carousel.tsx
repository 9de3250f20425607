'use client';

import { Children, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import clsx from 'clsx';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { RowControls } from './Controls';
import styles from './Carousel.module.css';

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
 * A looping embla carousel whose slides per view are set in CSS (1, 2 from 768 px, 3 from 1024 px).
 * Autoplay stops while the pointer is over it or focus is in a slide, stops for good with the
 * Pause button, and never starts under reduced motion. Embla loops by moving the real slides, so
 * there are no clones to hide.
 */
export function Carousel({ label, autoplayMs, children, className, itemClassName }: CarouselProps) {
  const reduced = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  const autoplaying = autoplayMs !== undefined && !reduced && !userPaused;
  // Pausing removes the plugin (embla re-initialises on the same slide), so nothing can restart it
  // behind the visitor's back: not a mouse leaving, not focus leaving.
  const plugins = useMemo(
    () =>
      autoplaying && root
        ? [
            Autoplay({
              delay: autoplayMs,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Hovering the buttons pauses too, not only the slides.
              rootNode: () => root,
            }),
          ]
        : [],
    [autoplaying, autoplayMs, root],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);

  // Until embla runs (before hydration) the viewport is a native scroll-snap row, so a swipe works;
  // embla then starts on the slide the visitor scrolled to (before the next paint), and the buttons show.
  const live = api !== undefined;
  useLayoutEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const [first, second] = api.slideNodes();
    if (viewport.scrollLeft > 0 && first && second) {
      const index = Math.round(viewport.scrollLeft / (second.offsetLeft - first.offsetLeft));
      viewport.scrollLeft = 0;
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
        ref={viewportRef}
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
    </div>
  );
}
