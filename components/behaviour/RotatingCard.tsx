'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { usePauseWhileHeld } from '@/components/hooks/usePauseWhileHeld';
import { useHydrated } from '@/components/hooks/useHydrated';
import { PlayPauseButton } from './Controls';
import styles from './RotatingCard.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

export interface RotatingCardItem {
  title: string;
  text: string;
  /** Drawn by the server (components/ui/Icon): the icon set stays out of this island's script. */
  icon: React.ReactNode;
}

interface RotatingCardProps {
  items: RotatingCardItem[];
  /** How long each card stays before the next one (spec §9: 3000 ms). */
  intervalMs: number;
  /** Names the region and the pause button: "Why choose us". */
  label: string;
  className?: string;
}

/**
 * One card at a time out of several, advancing on a timer and cycling. Only the shown card is in
 * the accessibility tree (the others are aria-hidden and inert); dots pick a card. Rotation has a
 * visible Pause/Play button, stops while hovered or focused, and never runs under reduced motion.
 * The server HTML shows the first card; without JavaScript, a <noscript> style in the root layout
 * lays all cards out one under another (data-nojs-*), so none is out of reach.
 */
export function RotatingCard({ items, intervalMs, label, className }: RotatingCardProps) {
  const reduced = usePrefersReducedMotion();
  // Hidden cards are visibility:hidden anyway; the attributes come with the script, so a page
  // without JavaScript (all cards shown) has none of them inert.
  const hydrated = useHydrated();
  const [shown, setShown] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const { held, release, handlers } = usePauseWhileHeld();

  const rotating = !reduced && !userPaused && items.length > 1;
  const running = rotating && !held;

  // A fresh timeout per card, so a card picked by hand also gets its full interval.
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setShown((i) => (i + 1) % items.length), intervalMs);
    return () => clearTimeout(id);
  }, [running, shown, intervalMs, items.length]);

  const togglePlay = () => {
    setUserPaused((paused) => !paused);
    // Asking to play is explicit: it overrides the pause that focus on this very button caused.
    release();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.root, className)}
      {...handlers}
    >
      {/* Announce a change only when the visitor caused it, never on every automatic turn. */}
      <div className={styles.stack} aria-live={running ? 'off' : 'polite'} data-nojs-stack="">
        {items.map((item, i) => {
          const isShown = i === shown;
          return (
            <article
              key={item.title}
              className={clsx(styles.card, isShown && styles.shown)}
              aria-hidden={isShown || !hydrated ? undefined : true}
              inert={hydrated && !isShown}
              data-nojs-card=""
            >
              <span className={styles.iconWrap}>
                {item.icon}
              </span>
              <h3 className={styles.title}>{keepHyphens(item.title)}</h3>
              <p className={styles.text}>{keepHyphens(item.text)}</p>
            </article>
          );
        })}
      </div>
      <div className={styles.controls} data-nojs-hide="">
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.title}
              type="button"
              className={clsx(styles.dot, i === shown && styles.dotActive)}
              aria-pressed={i === shown}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => setShown(i)}
            >
              <span className="visually-hidden">Show card {i + 1}</span>
            </button>
          ))}
        </div>
        <PlayPauseButton
          playing={!userPaused}
          onToggle={togglePlay}
          name={`${label} cards`}
          hidden={reduced || items.length < 2}
        />
      </div>
    </div>
  );
}
