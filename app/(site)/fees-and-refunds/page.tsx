import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';

export const metadata = guideMetadata('fees', 'en');

export default function FeesPage() {
  return <GuidePage guide="fees" lang="en" />;
}
