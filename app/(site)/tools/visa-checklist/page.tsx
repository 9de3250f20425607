import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { VisaChecklist } from '@/components/tools/VisaChecklist';

export const metadata: Metadata = pageMetadata({
  title: 'Student Visa Document Checklist',
  description:
    'The documents each student visa asks for (USA, UK, Canada, Australia, Germany, New Zealand), with the official page for each, to tick off and print.',
  path: '/tools/visa-checklist',
});

/** /tools/visa-checklist: one checklist per destination (`?destination=uk`), ticks kept in the browser. */
export default function VisaChecklistPage() {
  return (
    <>
      <PageBanner
        title="Student Visa Document Checklist"
        lead="The papers each student visa asks for, what each one is, and the official page that asks for it. Tick them off as you gather them, and print the list."
        trail={[
          { name: 'Student Tools', path: '/tools' },
          { name: 'Visa document checklist', path: '/tools/visa-checklist' },
        ]}
      />
      <VisaChecklist />
      <FreeCounsellingCta
        topic="visa-support"
        text="Want a counsellor to check your documents before you apply? We review your file with you, free of charge."
      />
    </>
  );
}
