import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRow } from './ScrollRow';
import { setReducedMotion, tick } from '@/lib/testing';

/** jsdom lays nothing out: give every element a row's geometry (1200 px of cards in 400 px). */
function layOut(scrollWidth = 1200, clientWidth = 400) {
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth),
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

function renderRow() {
  render(
    <ScrollRow label="reviews" step={{ px: 300 }} autoplay={{ intervalMs: 1000 }}>
      {['A', 'B', 'C', 'D'].map((name) => (
        <p key={name}>Card {name}</p>
      ))}
    </ScrollRow>,
  );
  const list = screen.getByRole('list', { name: 'reviews' });
  return { list, tick: (ms = 1000) => tick(ms), root: list.parentElement! };
}

let restore: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  restore = layOut();
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  setReducedMotion(false);
});

describe('ScrollRow', () => {
  it('steps on by itself, stops at the end, then jumps back to the start', () => {
    const { list, tick } = renderRow();
    const positions: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      tick();
      positions.push(list.scrollLeft);
    }
    // 300, 600, then the end (800, not past it), then back to the first card.
    expect(positions).toEqual([300, 600, 800, 0]);
  });

  it('holds still while hovered or while focus is inside, and moves again after', () => {
    const { list, tick, root } = renderRow();
    fireEvent.pointerEnter(root);
    tick(3000);
    expect(list.scrollLeft).toBe(0);
    fireEvent.pointerLeave(root);
    tick();
    expect(list.scrollLeft).toBe(300);

    fireEvent.focus(list);
    tick(3000);
    expect(list.scrollLeft).toBe(300);
    // Focus moving to the row's own buttons keeps the hold; leaving the row ends it.
    fireEvent.blur(list, { relatedTarget: screen.getByRole('button', { name: 'Next reviews' }) });
    tick(3000);
    expect(list.scrollLeft).toBe(300);
    fireEvent.blur(list, { relatedTarget: document.body });
    tick();
    expect(list.scrollLeft).toBe(600);
  });

  it('holds still while a finger is on the row', () => {
    const { list, tick, root } = renderRow();
    fireEvent.touchStart(root);
    tick(3000);
    expect(list.scrollLeft).toBe(0);
    fireEvent.touchEnd(root);
    tick();
    expect(list.scrollLeft).toBe(300);
  });

  it('stops for good with Pause and starts again with Play', () => {
    const { list, tick } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    tick(3000);
    expect(list.scrollLeft).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play reviews' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause reviews' }), { relatedTarget: document.body });
    tick();
    expect(list.scrollLeft).toBe(300);
  });

  it('disables Previous at the start and Next at the end', () => {
    const { list } = renderRow();
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(list.scrollLeft).toBe(600);
    // A browser stops a scroll at the end (jsdom does not): the row arrives at 800 and says so.
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeEnabled();
  });

  it('never moves by itself under reduced motion, and offers no Pause', () => {
    setReducedMotion(true);
    const { list, tick } = renderRow();
    tick(5000);
    expect(list.scrollLeft).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
  });
});
