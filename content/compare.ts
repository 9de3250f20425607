import type { Destination, DestinationSlug, EnglishTest, IsoDate } from './types';
import { destinations } from './destinations';

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

/** The key facts compared, by their label on the destination pages, in the table's order. */
const factRows = ['Intakes', 'Tuition (indicative)', 'Student visa', 'Post-study work', 'Institutions'] as const;

/** The English tests compared: each destination's first record of the test (the one its page leads with). */
const testRows: { label: string; test: (t: EnglishTest) => boolean }[] = [
  { label: 'IELTS', test: (t) => t.test.startsWith('IELTS') },
  { label: 'TOEFL iBT', test: (t) => t.test === 'TOEFL iBT' },
  { label: 'PTE', test: (t) => t.test.startsWith('PTE') },
];

function factCell(d: Destination, label: string): CompareCell {
  const fact = d.facts.find((f) => f.label === label);
  if (!fact) throw new Error(`destinations[${d.slug}].facts has no "${label}" (the compare page needs it)`);
  return { text: fact.value, sourceUrl: fact.sourceUrl, asOf: d.lastReviewed };
}

function testCell(d: Destination, row: (typeof testRows)[number]): CompareCell {
  const record = d.englishTests.find(row.test);
  if (!record) {
    // No typical score for this test: the page's own English-tests fact says what applies instead.
    const fact = factCell(d, 'English tests');
    return { ...fact, text: 'No typical score listed', note: fact.text };
  }
  const purpose = { admission: 'For admission', visa: 'For the student visa', 'post-study work': 'For the post-study work permit' }[record.purpose];
  return { text: `${record.test}: ${record.score}`, note: `${purpose}: ${record.basis}`, sourceUrl: record.sourceUrl, asOf: record.asOf };
}

/** The table: English tests first (what students ask first), then the key facts. */
export function compareRows(list: readonly Destination[] = destinations): CompareRow[] {
  const row = (label: string, cell: (d: Destination) => CompareCell): CompareRow => ({
    label,
    cells: Object.fromEntries(list.map((d) => [d.slug, cell(d)])) as Record<DestinationSlug, CompareCell>,
  });
  return [
    row('Intakes', (d) => factCell(d, 'Intakes')),
    ...testRows.map((t) => row(`English: ${t.label}`, (d) => testCell(d, t))),
    ...factRows.filter((label) => label !== 'Intakes').map((label) => row(label, (d) => factCell(d, label))),
  ];
}
