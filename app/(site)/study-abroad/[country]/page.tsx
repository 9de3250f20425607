import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { destinationParams, findDestination } from '@/content/destinations';
import { DestinationPage, destinationMetadata } from '@/components/destinations/DestinationPage';

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
  return destinationMetadata(destination, 'en');
}

export default async function DestinationRoute({ params }: Props) {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) notFound();
  return <DestinationPage destination={destination} />;
}
