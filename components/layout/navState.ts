/**
 * Menu state for the header (spec §4): at most one top-level menu open; opening or toggling a
 * top-level menu resets its submenu; an outside click closes everything.
 */
export interface NavState {
  /** Index of the open top-level menu. */
  open: number | null;
  /** Title of the open submenu inside it (e.g. "Free Trainings"). */
  sub: string | null;
}

export type NavAction =
  | { type: 'toggle'; index: number }
  | { type: 'toggleSub'; title: string }
  | { type: 'closeSub' }
  | { type: 'closeAll' };

export const closedNav: NavState = { open: null, sub: null };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle':
      return state.open === action.index ? closedNav : { open: action.index, sub: null };
    case 'toggleSub':
      return { ...state, sub: state.sub === action.title ? null : action.title };
    case 'closeSub':
      return { ...state, sub: null };
    case 'closeAll':
      return closedNav;
  }
}
