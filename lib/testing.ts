/**
 * The Jest suites' shared helpers (jest.setup.ts installs the browser stand-ins they drive). Import
 * from here rather than writing a local copy in a test.
 */
import { act } from '@testing-library/react';
import { MockIntersectionObserver } from '../jest.setup';
import { topicOptions } from '@/content/contactTopics';
import { destinationTopics } from '@/content/destinations';

/** Emulate `prefers-reduced-motion: reduce` (jest.setup's matchMedia reads it). */
export function setReducedMotion(reduce: boolean) {
  (globalThis as { __reducedMotion?: boolean }).__reducedMotion = reduce;
}

/** Forget the observers earlier tests created, so `latestObserver` is this test's. */
export function resetObservers() {
  MockIntersectionObserver.instances = [];
}

/** The IntersectionObserver the component under test created last; `trigger` reports it in view. */
export function latestObserver(): MockIntersectionObserver {
  const observer = MockIntersectionObserver.instances.at(-1);
  if (!observer) throw new Error('No IntersectionObserver was created');
  return observer;
}

/** Run fake timers for `ms` in one act(). */
export function tick(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Run fake timers for `ms` in small slices, each in act(), so effects one step schedules run before the next timer is due. */
export function advanceInSlices(ms: number, slice = 100) {
  for (let left = ms; left > 0; left -= slice) tick(Math.min(slice, left));
}

/** The subjects the contact page gives its form: the fixed ones and the destinations'. */
export const siteContactTopics = topicOptions(destinationTopics());
