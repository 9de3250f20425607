import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { EducationLoanTool } from '@/components/tools/EducationLoanTool';

export const metadata: Metadata = pageMetadata({
  title: 'Education Loan EMI Calculator',
  description:
    'Work out the EMI, moratorium interest and total cost of a study-abroad education loan in rupees, with banks’ rates and the tax deduction on interest.',
  path: '/tools/education-loan',
});

/** /tools/education-loan: the EMI calculator. */
export default function EducationLoanPage() {
  return (
    <>
      <PageBanner
        title="Education Loan EMI Calculator"
        lead="What your study-abroad loan will cost each month: interest during the course, the EMI after it, and the total, in rupees."
        trail={[
          { name: 'Student Tools', path: '/tools' },
          { name: 'Education loan EMI', path: '/tools/education-loan' },
        ]}
      />
      <EducationLoanTool />
      <FreeCounsellingCta
        topic="loan-assistance"
        text="Need help with the loan itself? We prepare the papers banks ask for and help you compare offers, free of charge."
      />
    </>
  );
}
