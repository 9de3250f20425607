import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { destinations, findDestination } from '@/content/destinations';
import { pageMetadata } from '@/components/seo/metadata';
import { DestinationPage } from '@/components/destinations/DestinationPage';
import { destinationPath } from '@/components/destinations/destinationNames';

/** Only the six destinations exist; any other slug is a 404 at build time. */
export const dynamicParams = false;

interface Props {
  params: Promise<{ country: string }>;
}

export function generateStaticParams() {
  return destinations.map((d) => ({ country: d.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) return {};
  return pageMetadata({
    title: destination.bannerTitle,
    description: destination.metaDescription,
    path: destinationPath(destination),
  });
}

export default async function DestinationRoute({ params }: Props) {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) notFound();
  return <DestinationPage destination={destination} />;
}
