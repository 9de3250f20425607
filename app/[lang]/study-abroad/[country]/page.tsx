import { notFound } from 'next/navigation';
import { destinationParams, findDestination } from '@/content/destinations';
import { DestinationPage, destinationMetadata } from '@/components/destinations/DestinationPage';
import { translationParams } from '@/components/languages/translationParams';

/** Only the six destinations exist in each language; any other slug is a 404 at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return destinationParams();
}

async function route(props: PageProps<'/[lang]/study-abroad/[country]'>) {
  const lang = await translationParams(props.params);
  const destination = findDestination((await props.params).country);
  if (!destination) notFound();
  return { lang, destination };
}

export async function generateMetadata(props: PageProps<'/[lang]/study-abroad/[country]'>) {
  const { lang, destination } = await route(props);
  return destinationMetadata(destination, lang);
}

export default async function TranslatedDestinationPage(props: PageProps<'/[lang]/study-abroad/[country]'>) {
  const { lang, destination } = await route(props);
  return <DestinationPage destination={destination} lang={lang} />;
}
