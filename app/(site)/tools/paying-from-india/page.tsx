import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { PayingFromIndia } from '@/components/tools/PayingFromIndia';

export const metadata: Metadata = pageMetadata({
  title: 'Paying Fees from India and TCS',
  description:
    'How much a family may send abroad under the LRS, how fees reach the university, the TCS on education remittances, and each visa’s proof of funds.',
  path: '/tools/paying-from-india',
});

/** /tools/paying-from-india: the yearly limit, how fees are paid, the TCS calculator and proof of funds. */
export default function PayingFromIndiaPage() {
  return (
    <>
      <PageBanner
        title="Paying Fees from India"
        lead="How the money for fees and living costs leaves India: the yearly limit, the ways to pay, the tax collected at source and how you get it back."
        trail={[
          { name: 'Student Tools', path: '/tools' },
          { name: 'Paying from India', path: '/tools/paying-from-india' },
        ]}
      />
      <PayingFromIndia />
      <FreeCounsellingCta
        topic="loan-assistance"
        text="Unsure how to send the first fees, or how to show funds for the visa? A counsellor will go through it with your family, free of charge."
      />
    </>
  );
}
