import { act, render } from '@testing-library/react';
import { CountUp, countAt } from './CountUp';
import { setReducedMotion, resetObservers, latestObserver, tick } from '@/lib/testing';


function shown(container: HTMLElement) {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

describe('CountUp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetObservers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('eases from 0 to the value over the duration', () => {
    expect(countAt(1000, 0, 3000)).toBe(0);
    expect(countAt(1000, 3000, 3000)).toBe(1000);
    expect(countAt(1000, 1500, 3000)).toBeGreaterThan(500);
    expect(countAt(1000, 9000, 3000)).toBe(1000);
  });

  it('always exposes the final value to assistive technology', () => {
    const { container } = render(<CountUp value={1000} suffix="+" />);
    expect(container.querySelector('.visually-hidden')).toHaveTextContent('1,000+');
  });

  it('waits at 0 until 40% visible, then counts up over 3 s to the formatted value', () => {
    const { container } = render(<CountUp value={1000} suffix="+" durationMs={3000} threshold={0.4} />);
    expect(shown(container)).toBe('0+');
    const observer = latestObserver();
    expect(observer.thresholds).toEqual([0.4]);
    act(() => observer.trigger(true, 0.5));
    tick(1500);
    const mid = Number(shown(container)!.replace(/[^0-9]/g, ''));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1000);
    tick(1600);
    expect(shown(container)).toBe('1,000+');
  });

  it('keeps one decimal (6.5)', () => {
    const { container } = render(<CountUp value={6.5} decimals={1} />);
    act(() => latestObserver().trigger(true));
    tick(3100);
    expect(shown(container)).toBe('6.5');
  });

  it('shows the final value at once under reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<CountUp value={5400} />);
    expect(shown(container)).toBe('5,400');
  });
});
