/**
 * The page paints seconds before its scripts run on a phone (scripts/build/paint-first.mjs). In that window
 * the header's menus, the mobile drawer, accordions, tabs and the FAQ country list would be dead
 * buttons. This small script, inline in every page's <head> (allowed by its hash, like the landing
 * UTM one), answers them until React takes over, by the same ARIA the islands keep afterwards:
 *
 *   data-early="disclosure"  a button[aria-expanded][aria-controls]: toggles it and its panel's
 *                            `hidden`. Opening one closes the other open ones in its group (except a
 *                            menu holding it); closing one closes what is open inside it, so a menu
 *                            reopens with its submenu closed.
 *   data-early="select"      tabs (role="tab", aria-selected, tabindex) or pressed buttons
 *                            (aria-pressed): the chosen one's aria-controls panel shows, the others
 *                            in its group hide. On a tab with data-early-hash="uk", the page's
 *                            #uk selects it on load and on hash changes (/news#uk).
 *   data-early="dialog"      a button[aria-expanded][aria-controls] that opens a <dialog> modally
 *                            (the browser traps focus and closes it on Escape); a click on the
 *                            dialog itself (its backdrop) or on data-early="close" closes it, and
 *                            focus returns to the button.
 *   data-early-group         the group; "dismiss" also closes everything open in it on a click
 *                            outside it or on Escape (focus returns to the trigger).
 *
 * Handing over: every island reads this state from the DOM while it hydrates (`fromHtml`), and
 * renders exactly these attributes for it (everything else that shows a state is CSS on them), so
 * hydration changes nothing on screen. The script listens on window in the bubbling phase, after
 * React's listeners on the document: a control React has hydrated (its DOM node carries React's
 * props) or a click React handled (defaultPrevented), or any control once <html data-hydrated> is
 * set, is left to React, so no click is answered twice.
 *
 * It runs before any polyfill, so it uses nothing newer than the browsers that run the site's chunks
 * (no optional chaining, which some older phones lack). Stringified into the page, so it must not
 * refer to anything outside itself.
 */
function earlyControls(doc: Document, win: Window) {
  const root = doc.documentElement;
  const q = function (el: ParentNode, selector: string) {
    return Array.prototype.slice.call(el.querySelectorAll(selector)) as HTMLElement[];
  };
  const live = function (el: Element) {
    if (root.hasAttribute('data-hydrated')) return true;
    return Object.keys(el).some(function (key) { return key.indexOf('__reactProps') === 0; });
  };
  const panel = function (el: Element) {
    return doc.getElementById(el.getAttribute('aria-controls') || '');
  };
  const group = function (el: Element) {
    return el.closest('[data-early-group]') || doc.body;
  };
  const openIn = function (el: ParentNode) {
    return q(el, '[data-early="disclosure"][aria-expanded="true"]');
  };
  const setOpen = function (button: HTMLElement, open: boolean) {
    const target = panel(button);
    button.setAttribute('aria-expanded', String(open));
    if (!target) return;
    target.hidden = !open;
    if (!open) openIn(target).forEach(function (inner) { setOpen(inner, false); });
  };
  const select = function (chosen: HTMLElement) {
    const state = chosen.getAttribute('role') === 'tab' ? 'aria-selected' : 'aria-pressed';
    q(group(chosen), '[data-early="select"]').forEach(function (item) {
      const on = item === chosen;
      const target = panel(item);
      item.setAttribute(state, String(on));
      if (state === 'aria-selected') item.tabIndex = on ? 0 : -1;
      if (target) target.hidden = !on;
    });
  };
  const selectHash = function () {
    let hash = '';
    try {
      hash = decodeURIComponent(win.location.hash.slice(1));
    } catch {
      return;
    }
    q(doc, '[data-early-hash]').forEach(function (tab) {
      if (hash && tab.getAttribute('data-early-hash') === hash && !live(tab)) select(tab);
    });
  };

  win.addEventListener('click', function (event) {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || root.hasAttribute('data-hydrated') || !target.closest) return;
    // An outside click closes every "dismiss" group it missed (the header's menus).
    q(doc, '[data-early-group="dismiss"]').forEach(function (g) {
      if (!g.contains(target)) openIn(g).forEach(function (button) { if (!live(button)) setOpen(button, false); });
    });
    // A click on an open dialog itself landed on its backdrop.
    if (target.tagName === 'DIALOG' && (target as HTMLDialogElement).open && target.hasAttribute('data-early-group')) {
      if (!live(target)) (target as HTMLDialogElement).close();
      return;
    }
    const control = target.closest('[data-early]') as HTMLElement | null;
    if (!control || live(control)) return;
    const kind = control.getAttribute('data-early');
    if (kind === 'disclosure') {
      const opening = control.getAttribute('aria-expanded') !== 'true';
      if (opening) {
        openIn(group(control)).forEach(function (other) {
          const otherPanel = panel(other);
          if (other !== control && !(otherPanel && otherPanel.contains(control))) setOpen(other, false);
        });
      }
      setOpen(control, opening);
    } else if (kind === 'select') {
      select(control);
    } else if (kind === 'dialog') {
      const dialog = panel(control) as HTMLDialogElement | null;
      if (!dialog || dialog.open) return;
      const opener = control;
      dialog.showModal();
      opener.setAttribute('aria-expanded', 'true');
      const onClose = function () {
        dialog!.removeEventListener('close', onClose);
        if (live(opener)) return;
        opener.setAttribute('aria-expanded', 'false');
        // The drawer opens again with its menus closed, as the island's does.
        openIn(dialog!).forEach(function (inner) { setOpen(inner, false); });
        opener.focus();
      };
      dialog.addEventListener('close', onClose);
    } else if (kind === 'close') {
      const owner = control.closest('dialog');
      if (owner) owner.close();
    }
  });

  win.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape' || event.defaultPrevented || root.hasAttribute('data-hydrated')) return;
    let open: HTMLElement[] = [];
    q(doc, '[data-early-group="dismiss"]').forEach(function (g) { open = open.concat(openIn(g)); });
    // The innermost open menu (a submenu comes after its menu in the document).
    const last = open[open.length - 1];
    if (!last || live(last)) return;
    setOpen(last, false);
    last.focus();
  });

  win.addEventListener('hashchange', selectHash);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', selectHash);
  else selectHash();
}

/** The script for the root layout's <head>. */
export const earlyControlsScript = `(${earlyControls.toString()})(document,window)`;

export { earlyControls };

/**
 * An island's first state while it hydrates: what the HTML shows now (the visitor may have opened or
 * chosen something before the scripts ran), read by `read`; `initial` on the server and when the
 * island mounts fresh in the browser (a client-side navigation), where there is no such HTML.
 * Pass `useHydrated()`: false on the server and while hydrating.
 */
export function fromHtml<T>(hydrated: boolean, read: () => T | undefined, initial: T): T {
  if (hydrated || typeof document === 'undefined') return initial;
  const value = read();
  return value === undefined ? initial : value;
}
