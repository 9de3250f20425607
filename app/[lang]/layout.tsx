import { notFound } from 'next/navigation';
import { isTranslation, translations } from '@/content/languages';
import { Document } from '@/components/layout/Document';
import { languageErrorWords } from '@/components/languages/LanguageNotFound';
import { LanguageErrorWordsProvider } from '@/components/languages/LanguageError';

// Only the four translations: any other first segment is not a language (and not a page).
export const dynamicParams = false;

export function generateStaticParams() {
  return translations.map((lang) => ({ lang }));
}

/** A translation's pages, each a document in its own language (`<html lang="kn-IN">`). */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!isTranslation(lang)) notFound();
  return (
    <Document lang={lang}>
      {/* The error screen (app/[lang]/error.tsx) is drawn in the browser: its few words come from here. */}
      <LanguageErrorWordsProvider words={languageErrorWords(lang)}>{children}</LanguageErrorWordsProvider>
    </Document>
  );
}
