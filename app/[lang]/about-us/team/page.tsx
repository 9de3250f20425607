import { TeamPage, teamMetadata } from '@/components/firm/TeamPage';
import { translationParams } from '@/components/languages/translationParams';

export async function generateMetadata({ params }: PageProps<'/[lang]/about-us/team'>) {
  return teamMetadata(await translationParams(params));
}

export default async function TranslatedTeam({ params }: PageProps<'/[lang]/about-us/team'>) {
  return <TeamPage lang={await translationParams(params)} />;
}
