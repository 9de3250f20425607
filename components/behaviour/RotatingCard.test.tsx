import { act, fireEvent, render, screen } from '@testing-library/react';
import { RotatingCard, type RotatingCardItem } from './RotatingCard';
import { setReducedMotion, advanceInSlices } from '@/lib/testing';

const items: RotatingCardItem[] = [
  { title: 'Proven Track Record', text: 'One', icon: <svg data-icon="trending-up" /> },
  { title: 'Why Choose Us?', text: 'Two', icon: <svg data-icon="compass" /> },
  { title: 'Client Focus', text: 'Three', icon: <svg data-icon="users" /> },
];


/** The title of the one card in the accessibility tree. */
const exposed = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const advance = advanceInSlices;

function renderCard() {
  return render(<RotatingCard items={items} intervalMs={3000} label="Why choose us" />);
}

describe('RotatingCard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('exposes only the shown card; the others are aria-hidden and inert', () => {
    const { container } = renderCard();
    expect(exposed()).toEqual(['Proven Track Record']);
    const cards = container.querySelectorAll('article');
    expect(cards).toHaveLength(3);
    expect(cards[0]).not.toHaveAttribute('aria-hidden');
    expect(cards[0]).not.toHaveAttribute('inert');
    for (const hidden of [cards[1], cards[2]]) {
      expect(hidden).toHaveAttribute('aria-hidden', 'true');
      expect(hidden).toHaveAttribute('inert');
    }
    // Every text is still in the document (progressive enhancement).
    expect(container).toHaveTextContent('Client Focus');
  });

  it('advances every 3000 ms and cycles back to the first card', () => {
    renderCard();
    advance(2999);
    expect(exposed()).toEqual(['Proven Track Record']);
    advance(1);
    expect(exposed()).toEqual(['Why Choose Us?']);
    advance(3000);
    expect(exposed()).toEqual(['Client Focus']);
    advance(3000);
    expect(exposed()).toEqual(['Proven Track Record']);
  });

  it('has dot buttons named "Show card N" that mark and show their card', () => {
    renderCard();
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Show card ${n}` }));
    expect(dots[0]).toHaveAttribute('aria-pressed', 'true');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[2]).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(dots[2]!);
    expect(exposed()).toEqual(['Client Focus']);
    expect(dots[2]).toHaveAttribute('aria-pressed', 'true');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('a picked card gets its full interval before the next one', () => {
    renderCard();
    advance(2000);
    act(() => screen.getByRole('button', { name: 'Show card 3' }).click());
    advance(2999);
    expect(exposed()).toEqual(['Client Focus']);
    advance(1);
    expect(exposed()).toEqual(['Proven Track Record']);
  });

  it('stops with the Pause button and starts again with Play', () => {
    renderCard();
    act(() => screen.getByRole('button', { name: 'Pause Why choose us cards' }).click());
    advance(9000);
    expect(exposed()).toEqual(['Proven Track Record']);
    act(() => screen.getByRole('button', { name: 'Play Why choose us cards' }).click());
    advance(3000);
    expect(exposed()).toEqual(['Why Choose Us?']);
  });

  it('pauses while hovered or focused', () => {
    renderCard();
    const region = screen.getByRole('region', { name: 'Why choose us' });
    fireEvent.pointerEnter(region);
    advance(6000);
    expect(exposed()).toEqual(['Proven Track Record']);
    fireEvent.pointerLeave(region);
    advance(3000);
    expect(exposed()).toEqual(['Why Choose Us?']);

    act(() => screen.getByRole('button', { name: 'Show card 1' }).focus());
    advance(6000);
    expect(exposed()).toEqual(['Why Choose Us?']);
    act(() => screen.getByRole('button', { name: 'Show card 1' }).blur());
    advance(3000);
    expect(exposed()).toEqual(['Client Focus']);
  });

  it('announces changes only while not rotating by itself', () => {
    const { container } = renderCard();
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: /^Pause/ }).click());
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('under reduced motion it stays on the first card and hides the Pause button', () => {
    setReducedMotion(true);
    renderCard();
    advance(12_000);
    expect(exposed()).toEqual(['Proven Track Record']);
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    // Dots still work by hand.
    act(() => screen.getByRole('button', { name: 'Show card 2' }).click());
    expect(exposed()).toEqual(['Why Choose Us?']);
  });
});
