/** How far one step moves a row: a fixed number of pixels, or a fraction of the visible width. */
export type ScrollStep = { px: number } | { fraction: number };

export function stepDistance(step: ScrollStep, visibleWidth: number): number {
  return 'px' in step ? step.px : Math.round(visibleWidth * step.fraction);
}

/** Where an auto-advancing row goes next: one step on, or back to the start once at the end. */
export function nextAutoPosition(scrollLeft: number, visibleWidth: number, scrollWidth: number, distance: number): number {
  const max = Math.max(0, scrollWidth - visibleWidth);
  if (scrollLeft >= max - 1) return 0;
  return Math.min(scrollLeft + distance, max);
}
