import type { Metadata } from 'next';
import { testPreps } from '@/content/testPreps';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { TestPrepCards } from '@/components/testPreps/TestPrepPage';
import { CheckList } from '@/components/ui/CheckList';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';

export const metadata: Metadata = pageMetadata({
  title: 'Test Preps: IELTS, PTE and TOEFL',
  description:
    'Compare IELTS, PTE and TOEFL by format, timing and score scale, and join free 30-day coaching batches in Bengaluru or online.',
  path: '/test-preps',
});

const choosingTips = [
  'Check which tests each university on your shortlist accepts, and the score it asks for.',
  'Check your visa route as well: some destinations set their own English requirement for a student visa.',
  'Pick the format that suits you: IELTS has a face-to-face speaking test, PTE is fully computer-based with automated scoring, and TOEFL is computer-based and can be taken at home.',
  'Take a free diagnostic test with us before you book, so you know the gap to your target score.',
];

export default function TestPrepsPage() {
  return (
    <>
      <PageBanner
        title="English Test Preparation"
        lead="IELTS, PTE and TOEFL compared, with free 30-day coaching batches at our branches and online."
        trail={[{ name: 'Test Preps', path: '/test-preps' }]}
      />
      <Section labelledBy="tests">
        <NumberedHeading
          id="tests"
          title="Choose your English test"
          lead="Most universities abroad accept more than one test. Compare the three, then read the full guide for the one you choose."
        />
        <TestPrepCards tests={testPreps} />
      </Section>
      <Section tone="soft" labelledBy="choosing">
        <NumberedHeading id="choosing" title="How to choose between them" />
        <CheckList items={choosingTips} />
      </Section>
      <FreeCounsellingCta topic="test-preparation" />
    </>
  );
}
