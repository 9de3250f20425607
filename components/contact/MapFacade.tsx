'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import styles from './MapFacade.module.css';

interface MapFacadeProps {
  /** The iframe's accessible name. */
  title: string;
  /** The embed URL; requested only after the visitor asks for the map. */
  src: string;
  /** The button that loads the map, in the page's language. */
  show: string;
  /** What the facade says before the map loads (drawn on the server: the pin, the place, the note). */
  children: React.ReactNode;
}

/**
 * A third-party map behind a facade: nothing loads from the map provider until the visitor presses
 * "Show map", which replaces the button with the frame and moves focus to it.
 */
export function MapFacade({ title, src, show, children }: MapFacadeProps) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          ref={frameRef}
          title={title}
          src={src}
          loading="lazy"
          // The site's own policy (scripts/build/headers.mjs): Google learns the origin, not the page and its campaign tags.
          referrerPolicy="strict-origin-when-cross-origin"
          // The map runs its scripts with its own cookies (same-origin is Google's, never ours) and opens
          // "View larger map" and directions in a new tab that must work unsandboxed; it gets no forms,
          // no top-level navigation and no downloads.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className={styles.frame}
        />
      ) : (
        <div className={styles.facade}>
          {children}
          <button type="button" className={buttonClass('primary')} onClick={() => setShown(true)}>
            {show}
          </button>
        </div>
      )}
    </div>
  );
}
