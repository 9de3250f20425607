import { LanguageNotFound, languageNotFoundMetadata } from '@/components/languages/LanguageNotFound';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/404'>) {
  return languageNotFoundMetadata(await translationParams(params));
}

export default async function TranslatedNotFound({ params }: PageProps<'/[lang]/404'>) {
  return <LanguageNotFound lang={await translationParams(params)} />;
}
