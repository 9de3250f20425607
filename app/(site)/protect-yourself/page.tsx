import type { Metadata } from 'next';
import { protectYourselfDocument as doc } from '@/content/guides';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';

export const metadata: Metadata = pageMetadata({
  title: doc.title,
  description: doc.metaDescription,
  path: doc.path,
});

export default function ProtectYourselfPage() {
  return <LegalPage doc={doc} />;
}
