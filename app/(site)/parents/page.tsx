import { ParentsPage, parentsMetadata } from '@/components/parents/ParentsPage';

export const metadata = parentsMetadata('en');

export default function EnglishParentsPage() {
  return <ParentsPage lang="en" />;
}
