import type { Metadata } from 'next';
import { getTestPrep } from '@/content/testPreps';
import { pageMetadata } from '@/components/seo/metadata';
import { TestPrepPage } from '@/components/testPreps/TestPrepPage';

const test = getTestPrep('pte');

export const metadata: Metadata = pageMetadata({
  title: test.metaTitle,
  description: test.metaDescription,
  path: test.route,
});

export default function PtePage() {
  return <TestPrepPage test={test} />;
}
