import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';

export const metadata = guideMetadata('protect', 'en');

export default function ProtectYourselfPage() {
  return <GuidePage guide="protect" lang="en" />;
}
