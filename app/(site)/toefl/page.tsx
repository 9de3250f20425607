// /toefl: the usual spelling, typed by visitors and other sites. The spec's route is /tofel, so this
// serves the same TOEFL page with its canonical URL at /tofel (no redirect exists in a static export),
// and it stays out of the sitemap.
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

export default function ToeflAliasPage() {
  return <TestPrepPage test={test} />;
}
