import type { Metadata } from 'next';
import { getLegalDocument } from '@/content/legal';
import { buildSettings } from '@/lib/settings';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';
import { GrievanceOfficer } from '@/components/legal/GrievanceOfficer';

const doc = getLegalDocument('privacy-policy', buildSettings);

export const metadata: Metadata = pageMetadata({
  title: doc.title,
  description: doc.metaDescription,
  path: doc.path,
});

export default function PrivacyPolicyPage() {
  return <LegalPage doc={doc} inserts={{ complaints: <GrievanceOfficer /> }} />;
}
