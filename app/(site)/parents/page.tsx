import type { Metadata } from 'next';
import { parentsIntro } from '@/content/parents';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { ForParents } from '@/components/parents/ForParents';

export const metadata: Metadata = pageMetadata({
  title: 'For Parents',
  description:
    'What studying abroad costs a family, how an education loan and its EMI work, how fees are sent and proved, and how to check that a consultant is genuine.',
  path: '/parents',
});

/** /parents: the first call's questions, for the parents who decide and pay. */
export default function ParentsPage() {
  return (
    <>
      <PageBanner title="For Parents" lead={parentsIntro} trail={[{ name: 'For Parents', path: '/parents' }]} />
      <ForParents />
      <FreeCounsellingCta
        topic="free-counselling"
        text="Leave your number, and say in your message which language you would like to speak: a counsellor will call you back to go through your child’s plan and its costs, free of charge."
      />
    </>
  );
}
