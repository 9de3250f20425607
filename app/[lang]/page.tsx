import { LanguageHome, languageHomeMetadata } from '@/components/languages/LanguageHome';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]'>) {
  return languageHomeMetadata(await translationParams(params));
}

export default async function TranslatedHome({ params }: PageProps<'/[lang]'>) {
  return <LanguageHome lang={await translationParams(params)} />;
}
