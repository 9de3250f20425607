'use client';

import { createContext, useContext } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { retryFor } from '@/components/layout/retry';
import { LanguageProblem, type ProblemLink } from './LanguageProblem';

/** The error screen's words in a translation (content/i18n/{lang}.json `notFound`), and its ways on. */
export interface LanguageErrorWords {
  heading: string;
  message: string;
  /** For a script chunk that could not be downloaded. */
  chunk: string;
  tryAgain: string;
  links: ProblemLink[];
}

const Words = createContext<LanguageErrorWords | null>(null);

/** Gives a translation's error screen its words: app/[lang]/layout.tsx, around the pages its error boundary shows. */
export function LanguageErrorWordsProvider({ words, children }: { words: LanguageErrorWords; children: React.ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

/**
 * A translated page's error screen (spec §8's, in the language): the error's own text, what happened
 * and a retry, inside the language's frame. Errors in the frame itself reach app/global-error.tsx.
 */
export function LanguageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = useContext(Words);
  // Only under app/[lang]/layout.tsx, which always gives the words: elsewhere the next boundary shows it.
  if (!words) throw error;
  const { retry, chunkFailed } = retryFor(error, reset);
  return (
    <LanguageProblem
      code={error.message || error.name}
      heading={words.heading}
      message={chunkFailed ? words.chunk : words.message}
      action={
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          {words.tryAgain}
        </button>
      }
      links={words.links}
    />
  );
}
