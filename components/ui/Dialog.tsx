import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { X } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import styles from './Dialog.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type DialogIcons = typeof X;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  id?: string;
  variant?: 'center' | 'drawer' | 'search';
  /**
   * Swallow clicks inside the dialog (its backdrop or its buttons) for this long after it opens. For a
   * dialog that a submit opens: the tail of a double click or a second Enter is not a choice to close.
   */
  settleMs?: number;
  /**
   * Keep the content in the HTML while closed (the mobile drawer): the page's early script
   * (components/behaviour/earlyControls.ts) can then open it before hydration; `open` should start
   * from the DOM (`fromHtml`), so a dialog opened that early stays open.
   */
  keepMounted?: boolean;
  children: React.ReactNode;
}

/**
 * Modal dialog on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape closes it, and a click on the backdrop (the overlay) closes it. Focus returns
 * to whatever had it before opening. With `settleMs`, clicks in the first moment after opening are
 * swallowed; Escape is a deliberate key and always closes.
 */
export function Dialog({ open, onClose, labelledBy, id, variant = 'center', settleMs = 0, keepMounted = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openedAt = useRef(0);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      openedAt.current = performance.now();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // Opened before hydration (by the early script), focus returns to the control that opened it.
      const opener = returnFocus.current ?? (id ? document.querySelector<HTMLElement>(`[aria-controls="${id}"]`) : null);
      opener?.focus();
    }
  }, [open, id]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: let React state drive closing so the two never disagree.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-modal="true"
      // The heading that names it is in the HTML only while it is shown (or always, when kept mounted).
      aria-labelledby={open || keepMounted ? labelledBy : undefined}
      className={clsx(styles.dialog, styles[variant])}
      data-early-group={keepMounted ? '' : undefined}
      // showModal() (here or the early script's) sets `open`, which React does not render.
      suppressHydrationWarning={keepMounted}
      onClickCapture={(event) => {
        if (performance.now() - openedAt.current < settleMs) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>{open || keepMounted ? children : null}</div>
    </dialog>
  );
}

/** A dialog's heading (it names the dialog: pass its id as `labelledBy`) beside a round Close button. */
export function DialogHead({ id, title, closeLabel, onClose }: { id: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} onClick={onClose} data-early="close">
        <SpriteIcon name="x" size={22} />
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </div>
  );
}
