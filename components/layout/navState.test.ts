import { closedNav, navReducer } from './navState';

describe('navReducer', () => {
  it('opens one top-level menu at a time', () => {
    const first = navReducer(closedNav, { type: 'toggle', index: 2 });
    expect(first).toEqual({ open: 2, sub: null });
    expect(navReducer(first, { type: 'toggle', index: 3 })).toEqual({ open: 3, sub: null });
  });

  it('closes the open menu when its trigger is clicked again', () => {
    expect(navReducer({ open: 2, sub: null }, { type: 'toggle', index: 2 })).toEqual(closedNav);
  });

  it('resets the submenu whenever a top-level menu is toggled', () => {
    const withSub = navReducer({ open: 3, sub: null }, { type: 'toggleSub', title: 'Free Trainings' });
    expect(withSub).toEqual({ open: 3, sub: 'Free Trainings' });
    const closed = navReducer(withSub, { type: 'toggle', index: 3 });
    expect(navReducer(closed, { type: 'toggle', index: 3 })).toEqual({ open: 3, sub: null });
    expect(navReducer(withSub, { type: 'toggle', index: 2 })).toEqual({ open: 2, sub: null });
  });

  it('toggles and closes the submenu', () => {
    const open = navReducer({ open: 3, sub: null }, { type: 'toggleSub', title: 'Free Trainings' });
    expect(navReducer(open, { type: 'toggleSub', title: 'Free Trainings' })).toEqual({ open: 3, sub: null });
    expect(navReducer(open, { type: 'closeSub' })).toEqual({ open: 3, sub: null });
  });

  it('closes everything', () => {
    expect(navReducer({ open: 3, sub: 'Free Trainings' }, { type: 'closeAll' })).toEqual(closedNav);
  });
});
