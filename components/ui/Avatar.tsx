'use client';

import { useEffect, useRef, useState } from 'react';
import { initials } from '@/lib/format';
import styles from './Avatar.module.css';
import { Img } from '@/components/ui/Img';

/** The photo's size in CSS pixels: `--size-avatar` in app/tokens.css. */
const size = 56;

/** A person's photo, falling back to their initials when the image cannot load. */
export function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span className={styles.avatar}>
      <span className={styles.initials} aria-hidden="true">
        {initials(name)}
      </span>
      {!failed && (
        <Img
          ref={ref}
          src={src}
          alt=""
          width={size}
          height={size}
          className={styles.photo}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
