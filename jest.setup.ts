import '@testing-library/jest-dom';

// jsdom lacks these browser APIs; components use them for in-view and reduced-motion logic.
class MockIntersectionObserver implements IntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: ReadonlyArray<number>;
  readonly elements = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    const t = options?.threshold ?? 0;
    this.thresholds = Array.isArray(t) ? t : [t];
    MockIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Test helper: report every observed element as (not) intersecting with the given ratio. */
  trigger(isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0) {
    const entries = [...this.elements].map(
      (target) => ({ target, isIntersecting, intersectionRatio }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this);
  }
}

class MockResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: MockIntersectionObserver });
Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: MockIntersectionObserver });
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: MockResizeObserver });

// Tests can flip this to emulate `prefers-reduced-motion: reduce`.
(globalThis as { __reducedMotion?: boolean }).__reducedMotion = false;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? Boolean((globalThis as { __reducedMotion?: boolean }).__reducedMotion) : false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

Element.prototype.scrollTo = function scrollTo(this: Element, opts?: ScrollToOptions | number, y?: number) {
  if (typeof opts === 'number') {
    this.scrollLeft = opts;
    if (typeof y === 'number') this.scrollTop = y;
  } else if (opts) {
    if (typeof opts.left === 'number') this.scrollLeft = opts.left;
    if (typeof opts.top === 'number') this.scrollTop = opts.top;
  }
};
Element.prototype.scrollBy = function scrollBy(this: Element, opts?: ScrollToOptions | number, y?: number) {
  if (typeof opts === 'number') {
    this.scrollLeft += opts;
    if (typeof y === 'number') this.scrollTop += y;
  } else if (opts) {
    this.scrollLeft += opts.left ?? 0;
    this.scrollTop += opts.top ?? 0;
  }
};
window.scrollTo = (() => {}) as typeof window.scrollTo;

export { MockIntersectionObserver };

// jsdom has <dialog> without showModal()/close().
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does no layout, so it has no scrolling either; components call these after a choice or a
// failed submit (the browser tests check where things land).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
