import { notFound } from 'next/navigation';
import { isTranslation, type Translation } from '@/content/languages';

/** A translated route's language, from its `[lang]` segment (only the four are built: see app/[lang]/layout.tsx). */
export async function translationParams(params: Promise<{ lang: string }>): Promise<Translation> {
  const { lang } = await params;
  if (!isTranslation(lang)) notFound();
  return lang;
}
