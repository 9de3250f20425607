import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A control's value as the visitor left it: text, a tick, or the chosen option's value. */
export type EarlyValue = string | boolean;

/**
 * What a visitor typed, ticked or picked in a form in the seconds before its script ran. The server
 * drew every control at its default, so a control whose value differs from its default was changed by
 * the visitor. Read in a layout effect of the hydrating render, before a re-render puts React's values
 * back over a select, and handed to `apply` once, keyed by the controls' ids (useId is the same on the
 * server and in the browser).
 */
export function useChangedBeforeHydration(form: RefObject<HTMLElement | null>, apply: (changed: Record<string, EarlyValue>) => void) {
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    const changed: Record<string, EarlyValue> = {};
    for (const control of form.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]') ?? []) {
      if (control instanceof HTMLSelectElement) {
        const picked = control.selectedOptions[0];
        if (picked && !picked.defaultSelected) changed[control.id] = control.value;
      } else if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked) changed[control.id] = control.checked;
      } else if (control.value !== control.defaultValue) {
        changed[control.id] = control.value;
      }
    }
    if (Object.keys(changed).length > 0) applyRef.current(changed);
    // Once, on the hydrating render: later changes go through React.
  }, [form]);
}
