import type { Destination, DestinationSlug, IsoDate } from './types';
import { destinations, typicalEnglishTest, type EnglishTestFamily } from './destinations';

/**
 * /study-abroad/compare: the six destinations side by side, read from the same records the
 * destination pages show (their key facts and English-test records), so no figure exists twice.
 */

/** One cell: the figure as the destination page states it, where it comes from and when it was checked. */
export interface CompareCell {
  text: string;
  /** Whose requirement a score is, and what for. */
  note?: string;
  sourceUrl: string;
  asOf: IsoDate;
}

export interface CompareRow {
  label: string;
  cells: Record<DestinationSlug, CompareCell>;
}

/** The key facts compared after the English tests, by their label on the destination pages, in the table's order. */
const factRows = ['Tuition (indicative)', 'Student visa', 'Post-study work', 'Institutions'] as const;

/** The English tests compared, by the row's label. */
const testRows: { label: string; family: EnglishTestFamily }[] = [
  { label: 'IELTS', family: 'IELTS' },
  { label: 'TOEFL iBT', family: 'TOEFL' },
  { label: 'PTE', family: 'PTE' },
];

function factCell(d: Destination, label: string): CompareCell {
  const fact = d.facts.find((f) => f.label === label);
  if (!fact) throw new Error(`destinations[${d.slug}].facts has no "${label}" (the compare page needs it)`);
  return { text: fact.value, sourceUrl: fact.sourceUrl, asOf: d.lastReviewed };
}

function testCell(d: Destination, row: (typeof testRows)[number]): CompareCell {
  const record = typicalEnglishTest(d, row.family);
  if (!record) {
    // No typical score for this test: the page's own English-tests fact says what applies instead.
    const fact = factCell(d, 'English tests');
    return { ...fact, text: 'No typical score listed', note: fact.text };
  }
  const purpose = { admission: 'For admission', visa: 'For the student visa', 'post-study work': 'For the post-study work permit' }[record.purpose];
  return { text: `${record.test}: ${record.score}`, note: `${purpose}: ${record.basis}`, sourceUrl: record.sourceUrl, asOf: record.asOf };
}

/** The table: intakes, then the English tests (what students ask first), then the other key facts. */
export function compareRows(list: readonly Destination[] = destinations): CompareRow[] {
  const row = (label: string, cell: (d: Destination) => CompareCell): CompareRow => ({
    label,
    cells: Object.fromEntries(list.map((d) => [d.slug, cell(d)])) as Record<DestinationSlug, CompareCell>,
  });
  return [
    row('Intakes', (d) => factCell(d, 'Intakes')),
    ...testRows.map((t) => row(`English: ${t.label}`, (d) => testCell(d, t))),
    ...factRows.map((label) => row(label, (d) => factCell(d, label))),
  ];
}
