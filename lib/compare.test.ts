import { compareRows } from './compare';
import { destinations } from '@/content/destinations';
import { isHttps, isValidIsoDate } from '@/content/checks';
import { destinationText } from './destinationText';

describe('compare table', () => {
  const rows = compareRows();

  it('compares intakes, English scores kind by kind, tuition, the student visa, visa fees, post-study work and institutions', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Intakes',
      'IELTS: typical university requirement',
      'TOEFL iBT: typical university requirement',
      'PTE: typical university requirement',
      'IELTS: student visa minimum',
      'TOEFL iBT: student visa minimum',
      'PTE: student visa minimum',
      'IELTS: one university’s requirement',
      'TOEFL iBT: one university’s requirement',
      'PTE: one university’s requirement',
      'Tuition (indicative)',
      'Student visa',
      'Visa fees',
      'Post-study work',
      'Institutions',
    ]);
  });

  it('has a sourced cell with an as-of and a review-by date for every destination in every row', () => {
    const problems = rows.flatMap((row) =>
      destinations.flatMap((d) => {
        const cell = row.cells[d.slug];
        if (!cell) return [`${row.label} / ${d.slug}: missing`];
        return [
          ...(cell.text.trim() ? [] : [`${row.label} / ${d.slug}: empty`]),
          ...(isHttps(cell.sourceUrl) ? [] : [`${row.label} / ${d.slug}: source not https`]),
          ...(isValidIsoDate(cell.asOf) ? [] : [`${row.label} / ${d.slug}: as-of date`]),
          ...(isValidIsoDate(cell.reviewBy) && cell.reviewBy > cell.asOf ? [] : [`${row.label} / ${d.slug}: review-by date`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('sets only scores of the same kind side by side (a visa minimum never beside an entry score)', () => {
    const ielts = (label: string) => rows.find((r) => r.label === label)!.cells;
    expect(ielts('IELTS: typical university requirement').usa.text).toBe('IELTS Academic: 6.5 overall');
    expect(ielts('IELTS: typical university requirement').australia.text).toBe('None of this kind');
    expect(ielts('IELTS: student visa minimum').australia.text).toBe('IELTS Academic: 6.0 overall');
    expect(ielts('IELTS: student visa minimum').usa.text).toBe('None of this kind');
    expect(ielts('IELTS: one university’s requirement').canada).toMatchObject({
      text: 'IELTS Academic: 7.0 overall, no band below 6.5',
      note: 'University of Toronto, graduate programmes',
    });
    expect(ielts('IELTS: typical university requirement').canada).toMatchObject({ text: 'None of this kind', sourceUrl: expect.stringMatching(/^https:\/\/www\.canada\.ca\//) });
    expect(ielts('IELTS: typical university requirement').canada.note).toBeUndefined();
  });

  it('reads the same records as the destination pages', () => {
    const usa = destinations.find((d) => d.slug === 'usa')!;
    expect(rows[0]!.cells.usa.text).toBe(usa.facts.find((f) => f.label === 'Intakes')!.value);
    expect(rows[1]!.cells.usa).toMatchObject({ text: 'IELTS Academic: 6.5 overall', sourceUrl: 'https://educationusa.state.gov/' });
    const canada = destinations.find((d) => d.slug === 'canada')!;
    const fees = rows.find((r) => r.label === 'Visa fees')!.cells.canada.text;
    expect(fees).toBe(destinationText(canada.facts.find((f) => f.label === 'Visa fees')!.value, 'CAD'));
    expect(fees).toBe('Study permit fee CAD 150 and biometrics fee CAD 85');
  });
});
