import type { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import clsx from 'clsx';
import { useHydrated } from '@/components/hooks/useHydrated';
import styles from './Controls.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type ControlsIcons = typeof ChevronLeft | typeof ChevronRight | typeof Pause | typeof Play;

interface PlayPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** What it plays, completing the button's name: "universities" → "Pause universities". */
  name: string;
  /** A round icon button (in a row of arrows) rather than a labelled pill. */
  compact?: boolean;
  hidden?: boolean;
  className?: string;
}

/**
 * The visible pause/play switch every self-moving block has (WCAG 2.2.2). Its name says what a
 * press will do, so it carries no aria-pressed as well (that would announce the state twice).
 */
export function PlayPauseButton({ playing, onToggle, name, compact = false, hidden, className }: PlayPauseButtonProps) {
  const action = playing ? 'Pause' : 'Play';
  // The server assumes reduced motion, so callers pass hidden until the browser says otherwise. Until
  // hydration the button keeps its place, invisible, so it appearing moves nothing beside it (CLS).
  const hydrated = useHydrated();
  const reserved = hidden && !hydrated;
  return (
    <button
      type="button"
      className={clsx(compact ? styles.round : styles.pill, reserved && styles.reserved, className)}
      onClick={onToggle}
      hidden={hidden && !reserved}
    >
      <SpriteIcon name={playing ? 'pause' : 'play'} size={compact ? 18 : 16} />
      {compact ? (
        <span className="visually-hidden">
          {action} {name}
        </span>
      ) : (
        <>
          {action}
          <span className="visually-hidden"> {name}</span>
        </>
      )}
    </button>
  );
}

interface RowControlsProps {
  /** What the row holds: "events" → "Previous events", "Next events". */
  name: string;
  onPrevious: () => void;
  onNext: () => void;
  atStart?: boolean;
  atEnd?: boolean;
  /** For a row that also moves by itself. */
  play?: Pick<PlayPauseButtonProps, 'playing' | 'onToggle' | 'hidden'>;
  /** Nothing to scroll (everything fits): no buttons at all rather than two dead ones. */
  hidden?: boolean;
  /**
   * Whether the buttons can act (a carousel: once its engine runs). Before that, and always before
   * hydration, they keep their place but are not shown, so a tap never meets a dead button and their
   * appearing moves nothing (the row itself scrolls natively meanwhile).
   */
  ready?: boolean;
  className?: string;
}

/** Pause/play (when the row moves by itself), Previous and Next, for scroll rows and carousels. */
export function RowControls({ name, onPrevious, onNext, atStart, atEnd, play, hidden, ready = true, className }: RowControlsProps) {
  const hydrated = useHydrated();
  return (
    <div className={clsx(styles.row, !(ready && hydrated) && styles.reserved, className)} hidden={hidden}>
      {play && <PlayPauseButton {...play} name={name} compact />}
      <button type="button" className={styles.round} onClick={onPrevious} disabled={atStart}>
        <SpriteIcon name="chevron-left" size={20} />
        <span className="visually-hidden">Previous {name}</span>
      </button>
      <button type="button" className={styles.round} onClick={onNext} disabled={atEnd}>
        <SpriteIcon name="chevron-right" size={20} />
        <span className="visually-hidden">Next {name}</span>
      </button>
    </div>
  );
}
