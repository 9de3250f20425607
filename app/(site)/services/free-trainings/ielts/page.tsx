// The free IELTS training has its own route (the others share [slug]) so that the IELTS calculator's
// code loads on this page and /ielts only, not on the PTE and TOEFL training pages.
import type { Metadata } from 'next';
import { freeTrainings, serviceHeading, servicePath } from '@/content/services';
import { pageMetadata } from '@/components/seo/metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { IeltsBandTools } from '@/components/tools/IeltsBandTools';

const training = freeTrainings.find((t) => t.slug === 'ielts')!;

export const metadata: Metadata = pageMetadata({
  title: serviceHeading(training, 'training'),
  description: training.summary,
  path: servicePath(training, 'training'),
});

export default function IeltsTrainingRoute() {
  return <ServicePage service={training} kind="training" tools={<IeltsBandTools />} />;
}
