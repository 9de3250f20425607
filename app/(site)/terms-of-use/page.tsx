import type { Metadata } from 'next';
import { getLegalDocument } from '@/content/legal';
import { buildSettings } from '@/lib/settings';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';

const doc = getLegalDocument('terms-of-use', buildSettings);

export const metadata: Metadata = pageMetadata({
  title: doc.title,
  description: doc.metaDescription,
  path: doc.path,
});

export default function TermsOfUsePage() {
  return <LegalPage doc={doc} />;
}
