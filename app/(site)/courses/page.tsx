import type { Metadata } from 'next';
import { courseChoiceSteps, courseFields } from '@/content/courses';
import { pageMetadata } from '@/components/seo/metadata';
import { CoursesPage } from '@/components/courses/CoursesPage';

export const metadata: Metadata = pageMetadata({
  title: 'Find Your Course Abroad',
  description:
    'Explore popular study-abroad fields for Indian students, from computer science to nursing, with typical degrees and the countries where each is popular.',
  path: '/courses',
});

export default function CoursesRoute() {
  return <CoursesPage fields={courseFields} steps={courseChoiceSteps} />;
}
