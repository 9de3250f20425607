import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { freeTrainings } from '@/content/services';
import { pageMetadata } from '@/components/seo/metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { servicePath, serviceHeading } from '@/content/services';

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
  return pageMetadata({
    title: serviceHeading(training, 'training'),
    description: training.summary,
    path: servicePath(training, 'training'),
  });
}

export default async function FreeTrainingRoute({ params }: Props) {
  const { slug } = await params;
  const training = freeTrainings.find((t) => t.slug === slug);
  if (!training) notFound();
  return <ServicePage service={training} kind="training" />;
}
