import { TeamPage, teamMetadata } from '@/components/firm/TeamPage';

export const metadata = teamMetadata('en');

export default function Team() {
  return <TeamPage />;
}
