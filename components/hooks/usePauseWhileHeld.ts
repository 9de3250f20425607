import { useState, type FocusEvent } from 'react';

/**
 * Moving content stops while the visitor is reading or using it (WCAG 2.2.2): while a pointer is
 * over it or focus is anywhere inside it. Spread `handlers` on the moving region's root; `held` is
 * true meanwhile. `release()` ends a focus hold on purpose (pressing Play focuses the very button
 * that would otherwise keep the region held).
 */
export function usePauseWhileHeld() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    held: hovered || focused,
    release: () => setFocused(false),
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between the region's own controls keeps the hold.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
