import { render, screen } from '@testing-library/react';
import { StarRating, starKinds } from './StarRating';

describe('starKinds (spec §9)', () => {
  const expected: Record<string, string> = {
    '0': 'empty empty empty empty empty',
    '0.5': 'half empty empty empty empty',
    '1': 'full empty empty empty empty',
    '1.5': 'full half empty empty empty',
    '2': 'full full empty empty empty',
    '2.5': 'full full half empty empty',
    '3': 'full full full empty empty',
    '3.5': 'full full full half empty',
    '4': 'full full full full empty',
    '4.5': 'full full full full half',
    '5': 'full full full full full',
  };
  it.each(Object.entries(expected))('rating %s → %s', (rating, stars) => {
    expect(starKinds(Number(rating)).join(' ')).toBe(stars);
  });
});

describe('StarRating', () => {
  it('is one image named with the rating', () => {
    const { container } = render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
  });
});
