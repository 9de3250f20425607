'use client';

// A translated page's errors: the spec's error screen (§8) in the language, inside the language's own
// frame; errors in the frame itself reach app/global-error.tsx.
export { LanguageError as default } from '@/components/languages/LanguageError';
