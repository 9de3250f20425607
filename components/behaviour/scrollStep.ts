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

/**
 * The card start nearest to where a step would land, so a step never stops part-way through a card
 * (a 400 px step on a narrower phone card would otherwise cut the next card's first words off).
 * It always moves at least one card in the step's direction, and never past the last position.
 */
export function snapToItem(target: number, from: number, starts: readonly number[], max: number): number {
  const reachable = starts.filter((start) => start <= max + 1);
  if (reachable.length === 0) return Math.min(Math.max(target, 0), max);
  const forward = target > from;
  const ahead = reachable.filter((start) => (forward ? start > from + 1 : start < from - 1));
  if (ahead.length === 0) return forward ? Math.min(reachable[reachable.length - 1]!, max) : 0;
  const nearest = ahead.reduce((best, start) => (Math.abs(start - target) < Math.abs(best - target) ? start : best));
  return Math.min(nearest, max);
}

/**
 * Extra space after the last card so the row can scroll exactly to a card start at its end too;
 * without it the last stop is "as far as the row goes", which slices the first visible card.
 */
export function endSpace(naturalMax: number, starts: readonly number[]): number {
  if (naturalMax <= 0) return 0;
  const next = starts.find((start) => start >= naturalMax - 1);
  return next === undefined ? 0 : Math.max(0, Math.round(next - naturalMax));
}
