import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { destinationParams, findDestination } from '@/content/destinations';
import { pageMetadata } from '@/components/seo/metadata';
import { DestinationPage } from '@/components/destinations/DestinationPage';
import { destinationPath } from '@/content/paths';

/** Only the six destinations exist; any other slug is a 404 at build time. */
export const dynamicParams = false;

interface Props {
  params: Promise<{ country: string }>;
}

export function generateStaticParams() {
  return destinationParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) return {};
  return pageMetadata({
    title: destination.bannerTitle,
    description: destination.metaDescription,
    path: destinationPath(destination.slug),
  });
}

export default async function DestinationRoute({ params }: Props) {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) notFound();
  return <DestinationPage destination={destination} />;
}
