import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/fees-and-refunds'>) {
  return guideMetadata('fees', await translationParams(params));
}

export default async function TranslatedGuidePage({ params }: PageProps<'/[lang]/fees-and-refunds'>) {
  return <GuidePage guide="fees" lang={await translationParams(params)} />;
}
