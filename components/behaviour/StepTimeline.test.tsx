import { act, render, screen } from '@testing-library/react';
import { StepTimeline } from './StepTimeline';
import type { TimelineItem } from './StepTimeline';
import { setReducedMotion, resetObservers, latestObserver, advanceInSlices } from '@/lib/testing';

const steps: TimelineItem[] = ['One', 'Two', 'Three', 'Four'].map((title, i) => ({
  key: title,
  label: `Step 0${i + 1}`,
  content: <h3>{title}</h3>,
}));

const current = () => screen.getAllByRole('listitem').findIndex((li) => li.getAttribute('aria-current') === 'step');
const advance = advanceInSlices;

describe('StepTimeline', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetObservers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('starts on first sight, steps every 1500 ms, holds, and restarts 5000 ms after the last step', () => {
    render(<StepTimeline steps={steps} label="How we work" stepMs={1500} restartMs={5000} threshold={0.1} />);
    expect(current()).toBe(0);
    advance(10_000);
    expect(current()).toBe(0);
    act(() => latestObserver().trigger(true, 0.2));
    advance(1499);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(1500);
    expect(current()).toBe(2);
    advance(1500);
    expect(current()).toBe(3);
    expect(screen.getAllByText('(completed)')).toHaveLength(4);
    advance(4999);
    expect(current()).toBe(3);
    advance(1);
    expect(current()).toBe(0);
    expect(screen.getAllByText('(completed)')).toHaveLength(1);
    advance(1500);
    expect(current()).toBe(1);
  });

  it('pauses and resumes with its button', () => {
    render(<StepTimeline steps={steps} label="How we work" stepMs={1500} restartMs={5000} threshold={0.1} />);
    act(() => latestObserver().trigger(true));
    act(() => screen.getByRole('button', { name: /pause how we work animation/i }).click());
    advance(6000);
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: /play how we work animation/i }).click());
    advance(1500);
    expect(current()).toBe(1);
  });

  it('without restart: runs only while in view and stops at the last step', () => {
    render(<StepTimeline steps={steps} label="Our promise" stepMs={1500} restartMs={null} threshold={0.5} runOnlyInView />);
    const observer = latestObserver();
    act(() => observer.trigger(true, 0.6));
    advance(1500);
    expect(current()).toBe(1);
    act(() => observer.trigger(false));
    advance(6000);
    expect(current()).toBe(1);
    act(() => observer.trigger(true, 0.6));
    advance(3000);
    expect(current()).toBe(3);
    advance(20_000);
    expect(current()).toBe(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the final state under reduced motion', () => {
    setReducedMotion(true);
    render(<StepTimeline steps={steps} label="How we work" stepMs={1500} restartMs={5000} threshold={0.1} />);
    expect(current()).toBe(3);
    advance(20_000);
    expect(current()).toBe(3);
  });
});
