// The free IELTS training has its own route (the others share [slug]) so that the IELTS calculator's
// code loads on this page and /ielts only, not on the PTE and TOEFL training pages.
import type { Metadata } from 'next';
import { freeTrainings } from '@/content/services';
import { ServicePage, servicePageMetadata } from '@/components/services/ServicePage';
import { IeltsBandTools } from '@/components/tools/IeltsBandTools';

const training = freeTrainings.find((t) => t.slug === 'ielts')!;

export const metadata: Metadata = servicePageMetadata(training, 'training');

export default function IeltsTrainingRoute() {
  return <ServicePage service={training} kind="training" tools={<IeltsBandTools />} />;
}
