// /tofel is the spec's spelling of the TOEFL route: the real TOEFL page, canonical at /tofel.
import type { Metadata } from 'next';
import { getTestPrep } from '@/content/testPreps';
import { pageMetadata } from '@/components/seo/metadata';
import { TestPrepPage } from '@/components/testPreps/TestPrepPage';

const test = getTestPrep('toefl');

export const metadata: Metadata = pageMetadata({
  title: test.metaTitle,
  description: test.metaDescription,
  path: test.route,
});

export default function ToeflPage() {
  return <TestPrepPage test={test} />;
}
