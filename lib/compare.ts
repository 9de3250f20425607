import type { Checked, Destination, DestinationSlug, EnglishScoreKind, IsoDate } from '@/content/types';
import { destinations, englishScore, pageName, type EnglishTestFamily } from '@/content/destinations';
import { admissionKinds, englishKindText } from '@/content/englishKinds';
import { sources } from '@/content/sources';
import { destinationText } from './destinationText';

/**
 * /study-abroad/compare: the six destinations side by side, read from the same records the
 * destination pages show (their key facts and English-test records), so no figure exists twice.
 * English scores are compared like with like (issue 27): one row per test and kind of score, so a
 * visa minimum never sits beside a university's entry requirement.
 */

/** One cell: the figure as the destination page states it, its official page, and how current it is. */
export interface CompareCell {
  text: string;
  /** Whose requirement a score is, or why a row has no figure for a destination. */
  note?: string;
  sourceUrl: string;
  asOf: IsoDate;
  reviewBy: IsoDate;
  unconfirmed?: IsoDate;
}

export interface CompareRow {
  label: string;
  cells: Record<DestinationSlug, CompareCell>;
}

/** The key facts compared after the English tests, by their label on the destination pages, in the table's order. */
const factRows = ['Tuition (indicative)', 'Student visa', 'Visa fees', 'Post-study work', 'Institutions'] as const;

/** The English tests compared, by the row's label. */
const testRows: { label: string; family: EnglishTestFamily }[] = [
  { label: 'IELTS', family: 'IELTS' },
  { label: 'TOEFL iBT', family: 'TOEFL' },
  { label: 'PTE', family: 'PTE' },
];

const provenance = (c: Checked) => ({
  sourceUrl: sources[c.source].url,
  asOf: c.asOf,
  reviewBy: c.reviewBy,
  ...(c.unconfirmed && { unconfirmed: c.unconfirmed }),
});

function fact(d: Destination, label: string) {
  const found = d.facts.find((f) => f.label === label);
  if (!found) throw new Error(`destinations[${d.slug}].facts has no "${label}" (the compare page needs it)`);
  return found;
}

function factCell(d: Destination, label: string): CompareCell {
  const found = fact(d, label);
  return { text: destinationText(found.value, d.costs.currency), ...provenance(found) };
}

function testCell(d: Destination, family: EnglishTestFamily, kind: EnglishScoreKind): CompareCell {
  const record = englishScore(d, family, kind);
  if (!record) {
    // No score of this kind: say so briefly (the other rows and the page give the scores that apply),
    // citing the page's English-tests fact; repeating that fact in every empty cell only buried the table.
    return { text: 'None of this kind', ...provenance(fact(d, 'English tests')) };
  }
  return { text: `${record.test}: ${record.score}`, note: record.basis, ...provenance(record) };
}

/** The table: intakes, then the English tests by kind (what students ask first), then the other key facts. */
export function compareRows(list: readonly Destination[] = destinations): CompareRow[] {
  const row = (label: string, cell: (d: Destination) => CompareCell): CompareRow => ({
    label,
    cells: Object.fromEntries(list.map((d) => [d.slug, cell(d)])) as Record<DestinationSlug, CompareCell>,
  });
  const factRow = (label: string) => row(label, (d) => factCell(d, label));
  return [
    factRow('Intakes'),
    ...admissionKinds.flatMap((kind) =>
      testRows.map((t) => row(`${t.label}: ${englishKindText[kind].toLowerCase()}`, (d) => testCell(d, t.family, kind))),
    ),
    ...factRows.map(factRow),
  ];
}

/** The column heads: each destination by the name its page uses ("Germany" for Europe's guide). */
export const compareColumnName = pageName;
