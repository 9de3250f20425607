import { useLayoutEffect, useRef, type RefObject } from 'react';
import { changedControls, type ControlValue } from '@/lib/changedControls';

/**
 * What a visitor typed, ticked or picked in an island's form in the seconds before its script ran
 * (lib/changedControls.ts), read in a layout effect of the hydrating render, before a re-render puts
 * React's values back over a select, and handed to `apply` once, keyed by the controls' ids (useId is
 * the same on the server and in the browser).
 */
export function useChangedBeforeHydration(form: RefObject<HTMLElement | null>, apply: (changed: Record<string, ControlValue>) => void) {
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    const changed = changedControls(form.current, 'id');
    if (Object.keys(changed).length > 0) applyRef.current(changed);
    // Once, on the hydrating render: later changes go through React.
  }, [form]);
}
