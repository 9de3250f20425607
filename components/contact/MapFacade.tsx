'use client';

import { useEffect, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import { buttonClass } from '@/components/ui/Button';
import styles from './MapFacade.module.css';

interface MapFacadeProps {
  /** The iframe's accessible name. */
  title: string;
  /** The embed URL; requested only after the visitor asks for the map. */
  src: string;
  /** The place, shown on the facade. */
  place: string;
}

/**
 * A third-party map behind a facade: nothing loads from the map provider until the visitor presses
 * "Show map", which replaces the button with the frame and moves focus to it.
 */
export function MapFacade({ title, src, place }: MapFacadeProps) {
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
          <MapPin aria-hidden="true" size={36} className={styles.pin} />
          <p className={styles.place}>{place}</p>
          <p className={styles.note}>The map is provided by Google and loads only when you ask for it.</p>
          <button type="button" className={buttonClass('primary')} onClick={() => setShown(true)}>
            Show map
          </button>
        </div>
      )}
    </div>
  );
}
