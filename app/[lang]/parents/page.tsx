import { ParentsPage, parentsMetadata } from '@/components/parents/ParentsPage';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/parents'>) {
  return parentsMetadata(await translationParams(params));
}

export default async function TranslatedParentsPage({ params }: PageProps<'/[lang]/parents'>) {
  return <ParentsPage lang={await translationParams(params)} />;
}
