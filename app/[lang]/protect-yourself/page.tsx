import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/protect-yourself'>) {
  return guideMetadata('protect', await translationParams(params));
}

export default async function TranslatedGuidePage({ params }: PageProps<'/[lang]/protect-yourself'>) {
  return <GuidePage guide="protect" lang={await translationParams(params)} />;
}
