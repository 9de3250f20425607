import type { Checked, Destination, DestinationSlug, EnglishScoreKind, StudyLevel } from '@/content/types';
import { destinations, englishScore, pageName, type EnglishTestFamily } from '@/content/destinations';
import { admissionKinds, englishKindText } from '@/content/englishKinds';
import { typicalYear } from '@/content/costs';
import { figureStatus, itemStatuses } from './figureStatus';
import type { FigureStatus } from './statusWords';
import { destinationText } from './destinationText';
import { formatLakhs } from './money';
import { studyLevels } from './studyLevel';

/**
 * /study-abroad/compare: the six destinations side by side, read from the same records the
 * destination pages show (their key facts and English-test records), so no figure exists twice.
 * English scores are compared like with like: one row per test and kind of score, so a
 * visa minimum never sits beside a university's entry requirement. A year's typical cost sits in
 * rupees, so destinations of different currencies can be set side by side on money.
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

/** "master’s", "courses in London": a label inside a sentence (a name such as "TUM" keeps its capitals). */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * A year's typical tuition and living costs in rupees (content/costs.ts typicalYear), with what it adds
 * up and the status of each record it comes from; where there is no typical range, why.
 */
export function costCell(d: Destination, level: StudyLevel): CompareCell {
  const year = typicalYear(d, level);
  if ('none' in year) return { text: 'No typical figure', note: year.none.short, statuses: [figureStatus(year.none)] };
  const { tuition, living } = year;
  // "Graduate (average) tuition + proof of funds": a fee names itself, tuition for any level says so.
  const tuitionPart = tuition.label === 'Tuition' ? 'Tuition (any level)' : /fee/i.test(tuition.label) ? tuition.label : `${tuition.label} tuition`;
  const livingPart = living.length > 1 ? `living costs, ${living.map((l) => inSentence(l.label)).join(' to ')}` : inSentence(living[0]!.label);
  // One status per official page: two living figures from one page (the UK's) carry it once.
  const key = (r: Checked) => `${r.source}|${r.unconfirmed ?? r.asOf}`;
  const records: Checked[] = [tuition, ...living].filter((r, i, all) => all.findIndex((o) => key(o) === key(r)) === i);
  return { text: formatLakhs(year.rupees.min, year.rupees.max), note: `${tuitionPart} + ${livingPart}`, statuses: records.map(figureStatus) };
}

/** The cost rows' labels, by level. */
export const costRowLabel = (level: StudyLevel) => `Typical tuition + living a year, ${level}`;

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
    // Money next, as families ask it: a year at each level, in rupees.
    ...studyLevels.map((level) => row(costRowLabel(level), (d) => costCell(d, level))),
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
