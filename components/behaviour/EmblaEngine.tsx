'use client';

import { useEffect, useLayoutEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface EmblaEngineProps {
  /** The carousel's viewport, already on the page (a native scroll-snap row until embla runs). */
  viewport: HTMLElement;
  /** Autoplay's delay and the element whose hover pauses it; null = no autoplay. */
  autoplay: { delayMs: number; root: HTMLElement } | null;
  onApi: (api: EmblaApi | undefined) => void;
}

const options = { loop: true, align: 'start' } as const;

/**
 * embla-carousel-react and its autoplay plugin, in a module of their own so that Carousel fetches
 * them only when its row nears the viewport. Draws nothing: it drives the viewport Carousel drew,
 * and hands embla's API back.
 */
export default function EmblaEngine({ viewport, autoplay, onApi }: EmblaEngineProps) {
  const delay = autoplay?.delayMs;
  const root = autoplay?.root;
  // A new plugin list re-initialises embla on the same slide: pausing removes autoplay, so nothing
  // can restart it behind the visitor's back (not a mouse leaving, not focus leaving).
  const plugins = useMemo(
    () =>
      delay !== undefined && root
        ? [Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, rootNode: () => root })]
        : [],
    [delay, root],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  useLayoutEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
