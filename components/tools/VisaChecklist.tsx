import Link from 'next/link';
import { visaChecklists } from '@/content/visaChecklists';
import { findDestination, pageName } from '@/content/destinations';
import { figureStatus } from '@/lib/figureStatus';
import { Section } from '@/components/ui/Section';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { VisaChecklistTool, type ChecklistView } from './VisaChecklistTool';

/** The visa checklists with each document's official page and status, drawn in full on the server. */
export function VisaChecklist() {
  const lists: ChecklistView[] = visaChecklists.map((c) => ({
    slug: c.destination,
    name: pageName(findDestination(c.destination)!),
    visa: c.visa,
    intro: c.intro,
    documents: c.documents.map(({ id, title, detail, ...record }) => ({ id, title, detail, status: figureStatus(record) })),
  }));
  return (
    <Section labelledBy="visa-checklist-title">
      <h2 id="visa-checklist-title" className="visually-hidden">
        Student visa document checklists
      </h2>
      <StatusLegend
        statuses={lists.flatMap((l) => l.documents.map((d) => d.status))}
        where="Under each document is the official page that asks for it. Your own list may be longer: the visa office’s page and your university’s letter come first."
      />
      <p data-print-hide="">
        Your ticks stay in this browser only: nothing is sent to us. Working out the money?{' '}
        <Link href="/tools/paying-from-india">Paying fees from India</Link> explains the limits, the tax collected and the proof of funds.
      </p>
      <VisaChecklistTool lists={lists} />
    </Section>
  );
}
