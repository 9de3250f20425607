import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/privacy-policy'>) {
  return guideMetadata('privacy', await translationParams(params));
}

export default async function TranslatedGuidePage({ params }: PageProps<'/[lang]/privacy-policy'>) {
  return <GuidePage guide="privacy" lang={await translationParams(params)} />;
}
