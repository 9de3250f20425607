import type { Metadata } from 'next';
import { getTestPrep } from '@/content/testPreps';
import { pageMetadata } from '@/components/seo/metadata';
import { TestPrepPage } from '@/components/testPreps/TestPrepPage';
import { IeltsBandTools } from '@/components/tools/IeltsBandTools';

const test = getTestPrep('ielts');

export const metadata: Metadata = pageMetadata({
  title: test.metaTitle,
  description: test.metaDescription,
  path: test.route,
});

export default function IeltsPage() {
  return <TestPrepPage test={test} tools={<IeltsBandTools />} />;
}
