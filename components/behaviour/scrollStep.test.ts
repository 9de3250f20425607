import { endSpace, nextAutoPosition, snapToItem, stepDistance } from './scrollStep';

describe('scroll steps', () => {
  it('uses fixed pixels or a fraction of the visible width', () => {
    expect(stepDistance({ px: 300 }, 1000)).toBe(300);
    expect(stepDistance({ fraction: 2 / 3 }, 900)).toBe(600);
  });

  it('advances by the step and jumps back to the start at the end', () => {
    expect(nextAutoPosition(0, 1000, 3000, 400)).toBe(400);
    expect(nextAutoPosition(1800, 1000, 3000, 400)).toBe(2000);
    expect(nextAutoPosition(2000, 1000, 3000, 400)).toBe(0);
  });
});

describe('snapping a step to the nearest card start', () => {
  // A phone: cards 350 px wide with a 24 px gap, so they start every 374 px.
  const starts = [0, 374, 748, 1122, 1496];

  it('lands a 400 px step on the next card start, not 26 px into it', () => {
    expect(snapToItem(400, 0, starts, 2000)).toBe(374);
    expect(snapToItem(774, 374, starts, 2000)).toBe(748);
  });

  it('keeps a step that already matches the card pitch', () => {
    expect(snapToItem(300, 0, [0, 300, 600, 900], 2000)).toBe(300);
  });

  it('always moves at least one card in the step direction', () => {
    expect(snapToItem(100, 0, starts, 2000)).toBe(374);
    expect(snapToItem(648, 748, starts, 2000)).toBe(374);
    expect(snapToItem(-400, 374, starts, 2000)).toBe(0);
  });

  it('stops at the last reachable card start', () => {
    expect(snapToItem(1600, 1122, starts, 1200)).toBe(1122);
  });

  it('adds end space so the last stop is a card start', () => {
    expect(endSpace(1000, starts)).toBe(122);
    expect(endSpace(1122, starts)).toBe(0);
    expect(endSpace(0, starts)).toBe(0);
  });
});
