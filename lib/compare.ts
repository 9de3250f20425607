import type { Destination, DestinationSlug, EnglishScoreKind } from '@/content/types';
import { destinations, englishScore, pageName, type EnglishTestFamily } from '@/content/destinations';
import { admissionKinds, englishKindText } from '@/content/englishKinds';
import { itemStatuses } from './figureStatus';
import type { FigureStatus } from './statusWords';
import { destinationText } from './destinationText';

/**
 * /study-abroad/compare: the six destinations side by side, read from the same records the
 * destination pages show (their key facts and English-test records), so no figure exists twice.
 * English scores are compared like with like (issue 27): one row per test and kind of score, so a
 * visa minimum never sits beside a university's entry requirement.
 */

/** One cell: the figure as the destination page states it, with the same statuses (figureStatus). */
export interface CompareCell {
  text: string;
  /** Whose requirement a score is. */
  note?: string;
  statuses: FigureStatus[];
}

export interface CompareRow {
  label: string;
  /** null where the destination has no figure of the row's kind. */
  cells: Record<DestinationSlug, CompareCell | null>;
}

/** The key facts compared after the English tests, by their label on the destination pages, in the table's order. */
const factRows = ['Tuition (indicative)', 'Student visa', 'Visa fees', 'Post-study work', 'Institutions'] as const;

/** The English tests compared, by the row's label. */
const testRows: { label: string; family: EnglishTestFamily }[] = [
  { label: 'IELTS', family: 'IELTS' },
  { label: 'TOEFL iBT', family: 'TOEFL' },
  { label: 'PTE', family: 'PTE' },
];

function fact(d: Destination, label: string) {
  const found = d.facts.find((f) => f.label === label);
  if (!found) throw new Error(`destinations[${d.slug}].facts has no "${label}" (the compare page needs it)`);
  return found;
}

function factCell(d: Destination, label: string): CompareCell {
  const found = fact(d, label);
  return { text: destinationText(found.value, d.costs.currency), statuses: itemStatuses(found, found.value) };
}

function testCell(d: Destination, family: EnglishTestFamily, kind: EnglishScoreKind): CompareCell | null {
  const record = englishScore(d, family, kind);
  return record ? { text: `${record.test}: ${record.score}`, note: record.basis, statuses: itemStatuses(record) } : null;
}

/** The table: intakes, then the English tests by kind (what students ask first), then the other key facts. */
export function compareRows(list: readonly Destination[] = destinations): CompareRow[] {
  const row = (label: string, cell: (d: Destination) => CompareCell | null): CompareRow => ({
    label,
    cells: Object.fromEntries(list.map((d) => [d.slug, cell(d)])) as Record<DestinationSlug, CompareCell>,
  });
  const factRow = (label: string) => row(label, (d) => factCell(d, label));
  const rows = [
    factRow('Intakes'),
    ...admissionKinds.flatMap((kind) =>
      testRows.map((t) => row(`${t.label}: ${englishKindText[kind].toLowerCase()}`, (d) => testCell(d, t.family, kind))),
    ),
    ...factRows.map(factRow),
  ];
  // A row with one figure or none compares nothing: it is left out (the destination pages list every score).
  return rows.filter((r) => Object.values(r.cells).filter(Boolean).length >= 2);
}

/** The column heads: each destination by the name its page uses ("Germany" for Europe's guide). */
export const compareColumnName = pageName;
