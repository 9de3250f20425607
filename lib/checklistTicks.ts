/**
 * The visa checklist's ticks, kept in the visitor's own browser (localStorage) and never sent: one key
 * per destination holding the ids of the documents ticked. A browser that refuses storage (private
 * modes, full quota) still ticks; the ticks just last as long as the page.
 */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ticksKey = (destination: string) => `visa-checklist:${destination}`;

/** The ids saved for a destination, keeping only those its checklist still has. */
export function readTicks(store: Store | null, destination: string, known: readonly string[]): string[] {
  try {
    const saved: unknown = JSON.parse(store?.getItem(ticksKey(destination)) ?? '[]');
    return Array.isArray(saved) ? known.filter((id) => saved.includes(id)) : [];
  } catch {
    return [];
  }
}

/** Saves the ticked ids (none: the key is removed). Returns false where the browser refused. */
export function writeTicks(store: Store | null, destination: string, ids: readonly string[]): boolean {
  if (!store) return false;
  try {
    if (ids.length === 0) store.removeItem(ticksKey(destination));
    else store.setItem(ticksKey(destination), JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where reading it throws (storage blocked). */
export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
