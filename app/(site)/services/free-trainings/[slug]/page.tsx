import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { freeTrainings } from '@/content/services';
import { ServicePage, servicePageMetadata } from '@/components/services/ServicePage';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

/** IELTS has its own route folder (../ielts), so only its page loads the calculator's code. */
export function generateStaticParams() {
  return freeTrainings.filter((t) => t.slug !== 'ielts').map((t) => ({ slug: t.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const training = freeTrainings.find((t) => t.slug === slug);
  if (!training) return {};
  return servicePageMetadata(training, 'training');
}

export default async function FreeTrainingRoute({ params }: Props) {
  const { slug } = await params;
  const training = freeTrainings.find((t) => t.slug === slug);
  if (!training) notFound();
  return <ServicePage service={training} kind="training" />;
}
