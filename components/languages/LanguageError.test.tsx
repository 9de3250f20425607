import { fireEvent, render, screen } from '@testing-library/react';
import { translations } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { LanguageError, LanguageErrorWordsProvider } from './LanguageError';
import { languageErrorWords } from './LanguageNotFound';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 746 failed (timeout: http://localhost:3000/_next/static/chunks/746.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe.each(translations)('the error screen in %s', (lang) => {
  const { notFound } = dictionary(lang);
  const show = (error: Error, reset = jest.fn()) =>
    render(
      <LanguageErrorWordsProvider words={languageErrorWords(lang)}>
        <LanguageError error={error} reset={reset} />
      </LanguageErrorWordsProvider>,
    );

  it('says what happened in the language, with the error’s own text and the way on', () => {
    show(chunkLoadError());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.errorHeading);
    expect(screen.getByText(notFound.errorChunk)).toBeVisible();
    expect(screen.getByText(/^Loading chunk 746 failed/)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: notFound.tryAgain })).toBeVisible();
    expect(screen.getByRole('link', { name: notFound.homeLink })).toHaveAttribute('href', `/${lang}`);
    expect(screen.getByRole('link', { name: notFound.parentsLink })).toHaveAttribute('href', `/${lang}/parents`);
    expect(screen.getByRole('link', { name: notFound.contactLink })).toHaveAttribute('href', `/${lang}/contact-us#contact-form`);
  });

  it('retries any other error by drawing the page again', () => {
    const reset = jest.fn();
    show(new Error('Cannot read properties of undefined'), reset);
    expect(screen.getByText(notFound.errorMessage)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: notFound.tryAgain }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
