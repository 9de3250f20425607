import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { services } from '@/content/services';
import { pageMetadata } from '@/components/seo/metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { servicePath, serviceHeading } from '@/content/services';

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
  return pageMetadata({
    title: serviceHeading(service, 'service'),
    description: service.summary,
    path: servicePath(service, 'service'),
  });
}

export default async function ServiceRoute({ params }: Props) {
  const { slug } = await params;
  const service = services.find((s) => s.slug === slug);
  if (!service) notFound();
  return <ServicePage service={service} kind="service" />;
}
