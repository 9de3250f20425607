/**
 * The Jest suites' shared helpers (jest.setup.ts installs the browser stand-ins they drive). Import
 * from here rather than writing a local copy in a test.
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { earlyControls } from '@/components/behaviour/earlyControls';
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

let earlyInstalled = false;

/**
 * The page before its scripts run, then after: `ui`'s server HTML in the document with the page's
 * early script (components/behaviour/earlyControls.ts) answering clicks, and `hydrate()` to let React
 * take the same HTML over, as the browser does seconds later.
 */
export function renderBeforeHydration(ui: React.ReactElement) {
  if (!earlyInstalled) {
    earlyControls(document, window);
    earlyInstalled = true;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  let root: Root | undefined;
  return {
    container,
    /** Hydrates; returns what React complained about (a mismatch between the HTML and its first render). */
    hydrate(): string[] {
      const problems: string[] = [];
      const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        problems.push(args.map(String).join(' '));
      });
      try {
        act(() => {
          root = hydrateRoot(container, ui, { onRecoverableError: (error) => problems.push(String(error)) });
        });
      } finally {
        consoleError.mockRestore();
      }
      return problems;
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
