'use client';

import { useId, useState } from 'react';
import type { ChevronDown, Minus, Plus } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { useHydrated } from '@/components/hooks/useHydrated';
import { fromHtml } from './earlyControls';
import clsx from 'clsx';
import styles from './Accordion.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type AccordionIcons = typeof ChevronDown | typeof Plus | typeof Minus;

export interface AccordionItem {
  question: string;
  answer: string;
}

interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: 2 | 3;
  /** FAQ page: plus/minus; home: chevron. */
  marker?: 'chevron' | 'plusMinus';
  /** Index open at first, or null. */
  defaultOpen?: number | null;
}

/** Returns the next open index: one answer at a time, and clicking the open one closes it. */
export function toggleIndex(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** FAQ accordion (APG): each question is a button in a heading controlling its answer region. */
export function Accordion({ items, headingLevel = 3, marker = 'chevron', defaultOpen = null }: AccordionProps) {
  const id = useId();
  const hydrated = useHydrated();
  // An answer the visitor opened (or closed) before the scripts ran, with the page's early script, stays so.
  const [open, setOpen] = useState<number | null>(() =>
    fromHtml(
      hydrated,
      () => {
        if (!document.getElementById(`${id}-q0`)) return undefined;
        const shown = items.findIndex((_, i) => document.getElementById(`${id}-q${i}`)?.getAttribute('aria-expanded') === 'true');
        return shown < 0 ? null : shown;
      },
      defaultOpen,
    ),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    // Everything that shows an item's state follows aria-expanded and hidden (the open border and the
    // plus turning minus are CSS), the two things the early script sets before hydration.
    <div className={styles.accordion} data-early-group="">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.question} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={`${id}-q${i}`}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={`${id}-a${i}`}
                data-early="disclosure"
                onClick={() => setOpen((current) => toggleIndex(current, i))}
              >
                <span>{keepHyphens(item.question)}</span>
                {marker === 'chevron' ? (
                  <SpriteIcon name="chevron-down" className={clsx(styles.marker, styles.chevron)} size={20} />
                ) : (
                  // Both drawn; aria-expanded shows one (the early script sets it before hydration too).
                  <>
                    <SpriteIcon name="plus" className={clsx(styles.marker, styles.plus)} size={20} />
                    <SpriteIcon name="minus" className={clsx(styles.marker, styles.minus)} size={20} />
                  </>
                )}
              </button>
            </Heading>
            <div
              id={`${id}-a${i}`}
              role="region"
              aria-labelledby={`${id}-q${i}`}
              className={styles.panel}
              hidden={!expanded}
              data-nojs-show=""
            >
              {/* An item with no answer opens to nothing extra. */}
              {item.answer && <p>{keepHyphens(item.answer)}</p>}
            </div>
          </div>
        );
      })}
    </div>
  );
}
