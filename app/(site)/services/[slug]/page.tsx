import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { services } from '@/content/services';
import { ServicePage, servicePageMetadata } from '@/components/services/ServicePage';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return services.map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const service = services.find((s) => s.slug === slug);
  if (!service) return {};
  return servicePageMetadata(service, 'service');
}

export default async function ServiceRoute({ params }: Props) {
  const { slug } = await params;
  const service = services.find((s) => s.slug === slug);
  if (!service) notFound();
  return <ServicePage service={service} kind="service" />;
}
