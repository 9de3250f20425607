import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { Scholarships } from '@/components/scholarships/Scholarships';

export const metadata: Metadata = pageMetadata({
  title: 'Scholarships for Indian Students',
  description:
    'Chevening, Commonwealth, Fulbright-Nehru, DAAD, Erasmus Mundus and more: who may apply, what each pays and when it opens, from each provider’s official page.',
  path: '/scholarships',
});

/** /scholarships: the major schemes open to Indian students, filterable by destination, level and field. */
export default function ScholarshipsPage() {
  return (
    <>
      <PageBanner
        title="Scholarships for Indian Students"
        lead="The major scholarships and funding schemes open to Indian students, with what each pays, who may apply and when the next round is expected, from each provider’s own page."
        trail={[{ name: 'Scholarships', path: '/scholarships' }]}
      />
      <Scholarships />
      <FreeCounsellingCta
        topic="application"
        text="Applying for a scholarship? A counsellor will check your eligibility and your statement with you, free of charge."
      />
    </>
  );
}
