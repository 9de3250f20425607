import { fireEvent, render, screen } from '@testing-library/react';
import RouteError from './error';
import { dictionary } from '@/lib/i18n';

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

  it('says what the English text in content/i18n/en.json says (the translations’ original)', () => {
    const { notFound } = dictionary('en');
    render(<RouteError error={chunkLoadError()} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.errorHeading);
    expect(screen.getByText(notFound.errorChunk)).toBeVisible();
    expect(screen.getByRole('button', { name: notFound.tryAgain })).toBeVisible();
    render(<RouteError error={new Error('x')} reset={jest.fn()} />);
    expect(screen.getByText(notFound.errorMessage)).toBeVisible();
  });
});
