import { ContactPage, contactMetadata } from '@/components/contact/ContactPage';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/contact-us'>) {
  return contactMetadata(await translationParams(params));
}

export default async function TranslatedContactPage({ params }: PageProps<'/[lang]/contact-us'>) {
  return <ContactPage lang={await translationParams(params)} />;
}
