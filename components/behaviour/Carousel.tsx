'use client';

import { Children, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import clsx from 'clsx';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { RowControls } from './Controls';
import styles from './Carousel.module.css';

type Runtime = typeof import('./emblaRuntime');

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

const options: EmblaOptionsType = { loop: true, align: 'start' };

/**
 * Fetches the carousel library once the row is about a screen away from the viewport, or the visitor
 * reaches for it first (pointer, touch or keyboard focus), so a page that never shows it never loads it.
 */
function useEmblaRuntime(root: HTMLElement | null): Runtime | null {
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  useEffect(() => {
    if (!root) return;
    let active = true;
    const triggers = ['pointerenter', 'touchstart', 'focusin'] as const;
    const load = () => {
      stop();
      void import('./emblaRuntime').then((loaded) => {
        if (active) setRuntime(loaded);
      });
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    }, { rootMargin: '100% 0px' });
    function stop() {
      observer.disconnect();
      for (const type of triggers) root!.removeEventListener(type, load);
    }
    observer.observe(root);
    for (const type of triggers) root.addEventListener(type, load, { passive: true });
    return () => {
      active = false;
      stop();
    };
  }, [root]);
  return runtime;
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
  const [api, setApi] = useState<EmblaCarouselType>();
  const runtime = useEmblaRuntime(root);

  const autoplaying = autoplayMs !== undefined && !reduced && !userPaused;
  // Pausing removes the plugin (embla re-initialises on the same slide), so nothing can restart it
  // behind the visitor's back: not a mouse leaving, not focus leaving.
  const plugins = useCallback(
    (loaded: Runtime) =>
      autoplaying && root
        ? [
            loaded.Autoplay({
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
  // The plugins embla runs with now, so it starts with the wanted ones and re-initialises on a change.
  const applied = useRef(plugins);
  const wanted = useRef(plugins);
  useLayoutEffect(() => {
    wanted.current = plugins;
  }, [plugins]);

  useEffect(() => {
    if (!runtime || !viewport) return;
    applied.current = wanted.current;
    const embla = runtime.EmblaCarousel(viewport, options, applied.current(runtime));
    setApi(embla);
    return () => {
      embla.destroy();
      setApi(undefined);
    };
  }, [runtime, viewport]);

  useEffect(() => {
    if (!api || !runtime || applied.current === plugins) return;
    applied.current = plugins;
    api.reInit(options, plugins(runtime));
  }, [api, runtime, plugins]);

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
    </div>
  );
}
