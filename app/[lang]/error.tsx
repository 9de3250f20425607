'use client';

// A translated page's errors are shown as the English pages' are (the spec's error screen, §8), inside
// the language's own frame; errors in the frame itself reach app/global-error.tsx.
export { default } from '../(site)/error';
