/** A control's value as the visitor left it: text, a tick, or the chosen option's value. */
export type ControlValue = string | boolean;

/**
 * The controls under `root` whose value differs from what the page drew (their default: the HTML's
 * `value`, `checked` and `selected`), keyed by `id` or `name`. The server draws every control at its
 * default, so these are what the visitor typed, ticked or picked: before a script ran (the islands and
 * the contact form read them as they hydrate), or since (the form's plain selects).
 */
export function changedControls(root: ParentNode | null, key: 'id' | 'name'): Record<string, ControlValue> {
  const changed: Record<string, ControlValue> = {};
  for (const control of root?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`input[${key}], select[${key}], textarea[${key}]`) ?? []) {
    const name = control.getAttribute(key)!;
    if (control instanceof HTMLSelectElement) {
      const picked = control.selectedOptions[0];
      if (picked && !picked.defaultSelected) changed[name] = control.value;
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) changed[name] = control.checked;
    } else if (control.value !== control.defaultValue) {
      changed[name] = control.value;
    }
  }
  return changed;
}
