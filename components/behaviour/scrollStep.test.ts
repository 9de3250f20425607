import { nextAutoPosition, stepDistance } from './scrollStep';

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
