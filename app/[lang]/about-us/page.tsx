import { LanguageAbout, languageAboutMetadata } from '@/components/languages/LanguageAbout';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/about-us'>) {
  return languageAboutMetadata(await translationParams(params));
}

export default async function TranslatedAbout({ params }: PageProps<'/[lang]/about-us'>) {
  return <LanguageAbout lang={await translationParams(params)} />;
}
