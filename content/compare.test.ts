import { compareRows } from './compare';
import { destinations } from './destinations';
import { isHttps, isValidIsoDate } from './checks';

describe('compare table', () => {
  const rows = compareRows();

  it('compares intakes, IELTS, TOEFL and PTE, tuition, the student visa, post-study work and institutions', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Intakes',
      'English: IELTS',
      'English: TOEFL iBT',
      'English: PTE',
      'Tuition (indicative)',
      'Student visa',
      'Post-study work',
      'Institutions',
    ]);
  });

  it('has a sourced, dated cell for every destination in every row', () => {
    const problems = rows.flatMap((row) =>
      destinations.flatMap((d) => {
        const cell = row.cells[d.slug];
        if (!cell) return [`${row.label} / ${d.slug}: missing`];
        return [
          ...(cell.text.trim() ? [] : [`${row.label} / ${d.slug}: empty`]),
          ...(isHttps(cell.sourceUrl) ? [] : [`${row.label} / ${d.slug}: source not https`]),
          ...(isValidIsoDate(cell.asOf) ? [] : [`${row.label} / ${d.slug}: as-of date`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('reads the same records as the destination pages', () => {
    const usa = destinations.find((d) => d.slug === 'usa')!;
    expect(rows[0]!.cells.usa.text).toBe(usa.facts.find((f) => f.label === 'Intakes')!.value);
    expect(rows[1]!.cells.usa).toMatchObject({ text: 'IELTS Academic: 6.5 overall', sourceUrl: usa.englishTests[0]!.sourceUrl });
  });
});
