import { fireEvent, render, screen } from '@testing-library/react';
import RouteError from './error';

function chunkLoadError(): Error {
  // The shape webpack throws when a script chunk cannot be fetched (spec §8).
  const error = new Error('Loading chunk 746 failed (timeout: http://localhost:3000/_next/static/chunks/746.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('RouteError', () => {
  it("shows the spec's heading with the ChunkLoadError's own text and offers a retry", () => {
    const reset = jest.fn();
    render(<RouteError error={chunkLoadError()} reset={reset} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(
      screen.getByText('Loading chunk 746 failed (timeout: http://localhost:3000/_next/static/chunks/746.js)'),
    ).toBeVisible();
    // A failed chunk needs a fresh document (jsdom cannot reload, so the click is not made here).
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByText(/could not be downloaded/)).toBeVisible();
  });

  it('shows any other error text and retries by re-rendering in place', () => {
    const reset = jest.fn();
    render(<RouteError error={new Error('Cannot read properties of undefined')} reset={reset} />);

    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});
