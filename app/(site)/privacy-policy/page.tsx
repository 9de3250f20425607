import { GuidePage, guideMetadata } from '@/components/firm/GuidePages';

export const metadata = guideMetadata('privacy', 'en');

export default function PrivacyPolicyPage() {
  return <GuidePage guide="privacy" lang="en" />;
}
