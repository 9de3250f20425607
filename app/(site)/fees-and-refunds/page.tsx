import type { Metadata } from 'next';
import { fees, feesDocument } from '@/content/guides';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';
import { FeeTable } from '@/components/firm/FeeTable';

export const metadata: Metadata = pageMetadata({
  title: feesDocument.title,
  description: feesDocument.metaDescription,
  path: feesDocument.path,
});

export default function FeesPage() {
  return <LegalPage doc={feesDocument} inserts={{ charges: <FeeTable fees={fees} /> }} />;
}
