import { scholarships } from '@/content/scholarships';
import { scholarshipFields, scholarshipLevels } from '@/content/scholarshipChoices';
import { destinations } from '@/content/destinations';
import { figureStatus } from '@/lib/figureStatus';
import { dayOf } from '@/lib/scholarships';
import { Section } from '@/components/ui/Section';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { ScholarshipList, type ScholarshipView } from './ScholarshipList';

/**
 * The scholarships page's body: the legend for the records' statuses, then the list island with every
 * scheme (drawn on the server in full, so the page works without a script). Destinations go by their
 * own names here (Europe, not the Germany its guide covers): DAAD, Erasmus Mundus and the French and
 * Dutch schemes are all Europe's.
 */
export function Scholarships() {
  const items: ScholarshipView[] = scholarships.map(({ source, asOf, reviewBy, unconfirmed, ...s }) => ({
    ...s,
    status: figureStatus({ source, asOf, reviewBy, ...(unconfirmed ? { unconfirmed } : {}) }),
  }));
  return (
    <Section labelledBy="scholarship-list-title">
      <h2 id="scholarship-list-title" className="visually-hidden">
        Scholarships and funding for Indian students
      </h2>
      <StatusLegend
        statuses={items.map((s) => s.status)}
        where="Under each scheme is its official page. Amounts, rules and dates change each round: confirm them there before you apply."
      />
      <ScholarshipList
        items={items}
        options={{ destination: destinations.map((d) => ({ value: d.slug, label: d.name })), level: scholarshipLevels, field: scholarshipFields }}
        builtOn={dayOf(new Date())}
      />
    </Section>
  );
}
